// Times libpng's and libdeflate's PNG encoding of one screen's pixels (CPU time of this thread, median of 15), to
// compare with ScreenRenderingBenchmarks' "encoding the pixels as PNG" row (the renderer's own encoder).
//
//   gcc -O2 scripts/bench/png_encoders.c -o /tmp/png_encoders -lpng16 -lz -ldeflate
//   /tmp/png_encoders Tests/LayoutSnapshotTestingTests/__Snapshots__/SeedScreenSnapshotTests/comment-thread-light.png
//
// Needs Debian's libpng-dev, zlib1g-dev and libdeflate-dev.
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct { unsigned char *bytes; size_t length, capacity; } Buffer;

static void write_bytes(png_structp png, png_bytep data, png_size_t count) {
  Buffer *buffer = png_get_io_ptr(png);
  if (buffer->length + count > buffer->capacity) {
    buffer->capacity = (buffer->length + count) * 2;
    buffer->bytes = realloc(buffer->bytes, buffer->capacity);
  }
  memcpy(buffer->bytes + buffer->length, data, count);
  buffer->length += count;
}

static void flush_nothing(png_structp png) { (void)png; }

static double cpu_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: %s screen.png\n", argv[0]); return 2; }
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, argv[1])) { fprintf(stderr, "%s\n", image.message); return 1; }
  image.format = PNG_FORMAT_RGBA;
  unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
  png_image_finish_read(&image, NULL, pixels, 0, NULL);
  int width = image.width, height = image.height;
  size_t row = (size_t)width * 4;
  printf("%d x %d pixels\n", width, height);

  const struct { int level, strategy, filter; const char *name; } settings[] = {
      {1, Z_RLE, PNG_FILTER_SUB, "libpng level 1, Z_RLE, SUB"},
      {1, Z_RLE, PNG_FILTER_NONE, "libpng level 1, Z_RLE, NONE"},
      {1, Z_RLE, PNG_FILTER_UP, "libpng level 1, Z_RLE, UP"},
      {1, Z_DEFAULT_STRATEGY, PNG_FILTER_SUB, "libpng level 1, default strategy, SUB"},
  };
  for (size_t s = 0; s < sizeof settings / sizeof settings[0]; s++) {
    double times[15];
    size_t size = 0;
    for (int run = 0; run < 15; run++) {
      Buffer buffer = {malloc(1 << 20), 0, 1 << 20};
      double start = cpu_ms();
      png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
      png_infop info = png_create_info_struct(png);
      png_set_write_fn(png, &buffer, write_bytes, flush_nothing);
      png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                   PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
      png_set_compression_level(png, settings[s].level);
      png_set_compression_strategy(png, settings[s].strategy);
      png_set_filter(png, 0, settings[s].filter);
      png_write_info(png, info);
      for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * row);
      png_write_end(png, info);
      png_destroy_write_struct(&png, &info);
      times[run] = cpu_ms() - start;
      size = buffer.length;
      free(buffer.bytes);
    }
    qsort(times, 15, sizeof(double), compare);
    printf("%-40s median %6.2f ms (min %6.2f), %zu bytes\n", settings[s].name, times[7], times[0], size);
  }

  unsigned char *filtered = malloc((row + 1) * height);
  for (int level = 1; level <= 2; level++) {
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    size_t capacity = libdeflate_zlib_compress_bound(compressor, (row + 1) * height);
    unsigned char *out = malloc(capacity);
    double times[15];
    size_t size = 0;
    for (int run = 0; run < 15; run++) {
      double start = cpu_ms();
      for (int y = 0; y < height; y++) {
        unsigned char *o = filtered + (size_t)y * (row + 1), *line = pixels + (size_t)y * row;
        o[0] = 1;
        memcpy(o + 1, line, 4);
        for (size_t x = 4; x < row; x++) o[1 + x] = line[x] - line[x - 4];
      }
      size = libdeflate_zlib_compress(compressor, filtered, (row + 1) * height, out, capacity);
      volatile unsigned crc = libdeflate_crc32(0, out, size);
      (void)crc;
      times[run] = cpu_ms() - start;
    }
    qsort(times, 15, sizeof(double), compare);
    printf("libdeflate level %d, SUB (+ crc32)            median %6.2f ms (min %6.2f), %zu bytes (+ chunks)\n", level,
           times[7], times[0], size);
    free(out);
    libdeflate_free_compressor(compressor);
  }
  return 0;
}
