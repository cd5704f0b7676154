import CLibPNG
import Foundation

/// Writes RGBA pixels as a PNG file, fast: every row SUB-filtered, the rows deflated as one fixed-Huffman block that
/// codes runs of equal bytes as distance-1 matches, the Adler-32 kept along (a run updates it in closed form), and
/// zlib's `crc32` for the chunks.
///
/// Why not libpng's writer (or libdeflate): they scan every byte; on the 12 MB of an iPhone screen at 3× their
/// fastest settings take 22–32 ms of CPU (`scripts/bench/png_encoders.c`, BENCHMARKS.md), which alone breaks the
/// 30-ms budget of a screen PNG. A screen SUB-filtered is mostly runs of zero bytes; this encoder filters 16 bytes
/// at a time and skips a run eight bytes at a time, so an iPhone screen encodes in ≈ 4.5 ms. The files are ordinary PNGs
/// (libpng reads them back; tests check the round trip), a little larger than zlib's level 1 (fixed codes). The
/// output depends only on the pixels, so equal pixels give equal bytes.
enum PNGEncoder {
  static func encode(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt8>) -> Data {
    guard let base = pixels.baseAddress else {
      return encode(width: width, height: height) { _, scratch in UnsafePointer(scratch) }
    }
    return encode(width: width, height: height) { y, _ in base + y * width * 4 }
  }

  /// Encodes rows given one at a time: `row(y, scratch)` returns row `y`'s RGBA bytes (width × 4), either where
  /// they already are or after writing them into `scratch` (width × 4 bytes, reused).
  static func encode(
    width: Int, height: Int, row rowSource: (Int, UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt8>
  ) -> Data {
    let rowBytes = width * 4
    var writer = DeflateBitWriter(capacity: rowBytes * height / 16 + 4096)
    writer.write(bits: 1, count: 1)  // BFINAL
    writer.write(bits: 1, count: 2)  // BTYPE 01: fixed Huffman codes
    var row = [UInt8](repeating: 0, count: rowBytes + 1)
    var scratchRow = [UInt8](repeating: 0, count: max(1, rowBytes))
    var previous: Int = -1
    row.withUnsafeMutableBufferPointer { filtered in
      scratchRow.withUnsafeMutableBufferPointer { scratchBuffer in
        guard let out = filtered.baseAddress, let scratch = scratchBuffer.baseAddress else { return }
        for y in 0..<height {
          let line = rowSource(y, scratch)
          out[0] = 1  // filter type SUB
          for x in 0..<min(4, rowBytes) { out[1 + x] = line[x] }
          if rowBytes > 4 { Self.subtractPrevious(line, into: out + 1, count: rowBytes) }
          previous = writer.deflate(UnsafeBufferPointer(filtered), previous: previous)
        }
      }
    }
    writer.writeSymbol(256)  // end of block
    writer.flushToByte()

    var zlibStream = Data([0x78, 0x01])
    zlibStream.append(contentsOf: writer.bytes)
    let checksum = writer.adler32
    zlibStream.append(contentsOf: [
      UInt8(checksum >> 24), UInt8((checksum >> 16) & 0xFF), UInt8((checksum >> 8) & 0xFF), UInt8(checksum & 0xFF),
    ])

    var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, adaptive filtering, no interlace
    file.appendChunk("IHDR", header)
    file.appendChunk("IDAT", zlibStream)
    file.appendChunk("IEND", Data())
    return file
  }
}

extension PNGEncoder {
  /// SUB filtering of bytes 4..<count: `out[x] = line[x] − line[x − 4]` (wrapping), 16 bytes at a time.
  @inline(__always)
  static func subtractPrevious(_ line: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int) {
    let source = UnsafeRawPointer(line)
    let destination = UnsafeMutableRawPointer(out)
    var x = 4
    while x + 16 <= count {
      let current = source.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self)
      let before = source.loadUnaligned(fromByteOffset: x - 4, as: SIMD16<UInt8>.self)
      destination.storeBytes(of: current &- before, toByteOffset: x, as: SIMD16<UInt8>.self)
      x += 16
    }
    while x < count {
      out[x] = line[x] &- line[x - 4]
      x += 1
    }
  }
}

extension Data {
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ])
  }

  /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
  mutating func appendChunk(_ type: String, _ data: Data) {
    appendBigEndian(UInt32(data.count))
    let typeAndData = Data(type.utf8) + data
    append(typeAndData)
    let crc = typeAndData.withUnsafeBytes { raw in
      crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count))
    }
    appendBigEndian(UInt32(truncatingIfNeeded: crc))
  }
}

/// A deflate bit stream with RFC 1951's fixed Huffman codes.
struct DeflateBitWriter {
  private(set) var bytes: [UInt8] = []
  private var accumulator: UInt64 = 0
  private var filled = 0
  /// Adler-32 of the bytes coded so far: the two running sums modulo 65521.
  private var adlerA: UInt64 = 1
  private var adlerB: UInt64 = 0

  /// The zlib checksum of every byte passed to `deflate(_:previous:)`.
  var adler32: UInt32 { UInt32(adlerB << 16 | adlerA) }

  /// Adds `length` copies of `byte` to the checksum: A grows by byte × length, B by length × A + byte × length(length+1)/2.
  private mutating func addToChecksum(_ byte: UInt8, repeated length: Int) {
    let modulus: UInt64 = 65_521
    let l = UInt64(length)
    let v = UInt64(byte)
    adlerB = (adlerB + (l % modulus) * adlerA + v * ((l * (l + 1) / 2) % modulus)) % modulus
    adlerA = (adlerA + v * l) % modulus
  }

  /// Bit-reversed fixed codes and their lengths for the 288 literal/length symbols.
  private static let literalCodes: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
    let (base, offset, length): (UInt32, Int, Int) =
      switch symbol {
      case 0...143: (0x30, 0, 8)
      case 144...255: (0x190, 144, 9)
      case 256...279: (0, 256, 7)
      default: (0xC0, 280, 8)
      }
    return (reversed(base + UInt32(symbol - offset), length), length)
  }

  /// For each match length 3…258: the symbol, extra bits and their count.
  private static let lengthCodes: [(symbol: Int, extra: UInt32, extraCount: Int)] = {
    let bases = [
      3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    var table = [(symbol: Int, extra: UInt32, extraCount: Int)](repeating: (0, 0, 0), count: 259)
    for length in 3...258 {
      var index = bases.count - 1
      while bases[index] > length { index -= 1 }
      table[length] = (257 + index, UInt32(length - bases[index]), extras[index])
    }
    return table
  }()

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  private static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
    var result: UInt32 = 0
    for bit in 0..<length where code & (1 << UInt32(length - 1 - bit)) != 0 { result |= 1 << UInt32(bit) }
    return result
  }

  mutating func write(bits: UInt32, count: Int) {
    accumulator |= UInt64(bits) << UInt64(filled)
    filled += count
    while filled >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      filled -= 8
    }
  }

  mutating func writeSymbol(_ symbol: Int) {
    let code = Self.literalCodes[symbol]
    write(bits: code.code, count: code.length)
  }

  /// A match of `length` (3…258) bytes at distance 1 (distance code 0: five zero bits).
  mutating func writeRun(_ length: Int) {
    let code = Self.lengthCodes[length]
    writeSymbol(code.symbol)
    if code.extraCount > 0 { write(bits: code.extra, count: code.extraCount) }
    write(bits: 0, count: 5)
  }

  mutating func flushToByte() {
    if filled > 0 { write(bits: 0, count: 8 - filled) }
  }

  /// Codes `data`, continuing the stream whose last byte was `previous` (−1 at the start); returns the new last
  /// byte. Runs of three or more bytes equal to the byte before them become distance-1 matches.
  mutating func deflate(_ data: UnsafeBufferPointer<UInt8>, previous: Int) -> Int {
    guard let base = data.baseAddress, !data.isEmpty else { return previous }
    let count = data.count
    var index = 0
    var last = previous
    while index < count {
      if last >= 0 {
        let byte = UInt8(last)
        var run = 0
        // Eight bytes at a time while they all equal the previous byte.
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        while index + run + 8 <= count {
          let word = UnsafeRawPointer(base + index + run).loadUnaligned(as: UInt64.self)
          if word != pattern { break }
          run += 8
        }
        while index + run < count, base[index + run] == byte { run += 1 }
        if run >= 3 {
          var left = run
          while left >= 3 {
            let length = min(left, 258)
            // Never leave a tail of 1 or 2 that cannot be a match when splitting.
            let take = left - length > 0 && left - length < 3 ? length - 3 : length
            writeRun(take)
            left -= take
          }
          for _ in 0..<left { writeSymbol(Int(byte)) }
          addToChecksum(byte, repeated: run)
          index += run
          continue
        }
      }
      let byte = base[index]
      writeSymbol(Int(byte))
      adlerA = (adlerA + UInt64(byte)) % 65_521
      adlerB = (adlerB + adlerA) % 65_521
      last = Int(byte)
      index += 1
    }
    return last
  }
}
