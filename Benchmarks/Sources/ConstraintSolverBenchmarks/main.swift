// ConstraintSolverBenchmarks: release-mode timings of the Cassowary solver on a typical cell.
//
// Run: swift run -c release --package-path Benchmarks ConstraintSolverBenchmarks
// The cell: a 40×40 image and two labels stacked beside it, with margins; 16 constraints over 13
// variables (required edges and sizes, labels' intrinsic heights as compression resistance 750 and
// hugging 250, the cell height from the content). Each figure is the median of 41 short runs (9 for
// the 10⁴ cells), so that a busy machine preempts few of them, measured with
// ContinuousClock. Targets (lead): one cell from scratch ≤ 10 µs; a constant change well below a rebuild.

import ConstraintSolver
import Foundation

/// The cell's variables and constraints.
struct Cell {
  let variables: [Variable]
  let constraints: [Constraint]
  /// The trailing-margin constraint, whose constant follows the cell width.
  let trailing: Constraint
  /// The title's top margin (title.minY == top + 12).
  let titleTop: Constraint

  /// A cell whose top edge is `top` (0 for a lone cell); its last variable is the bottom edge (the
  /// height when `top` is 0).
  init(width: Double, top: LinearExpression = LinearExpression()) {
    let image = (x: Variable("image.minX"), y: Variable("image.minY"), w: Variable("image.w"), h: Variable("image.h"))
    let title = (x: Variable("title.minX"), y: Variable("title.minY"), w: Variable("title.w"), h: Variable("title.h"))
    let sub = (x: Variable("sub.minX"), y: Variable("sub.minY"), w: Variable("sub.w"), h: Variable("sub.h"))
    let height = Variable("cell.height")
    variables = [
      image.x, image.y, image.w, image.h, title.x, title.y, title.w, title.h, sub.x, sub.y, sub.w, sub.h, height,
    ]
    trailing = Constraint(title.x + title.w, .equal, width - 16)
    titleTop = Constraint(title.y, .equal, top + 12)
    constraints = [
      Constraint(image.x, .equal, 16),
      Constraint(image.w, .equal, 40),
      Constraint(image.h, .equal, 40),
      Constraint(image.y + 20, .equal, (top + height) * 0.5),  // centred vertically
      Constraint(title.x, .equal, image.x + image.w + 12),
      trailing,
      titleTop,
      Constraint(title.h, .greaterThanOrEqual, 20.5, strength: .defaultHigh),  // compression resistance
      Constraint(title.h, .lessThanOrEqual, 20.5, strength: .defaultLow),  // hugging
      Constraint(sub.x, .equal, title.x),
      Constraint(sub.w, .equal, title.w),
      Constraint(sub.y, .equal, title.y + title.h + 4),
      Constraint(sub.h, .greaterThanOrEqual, 18, strength: .defaultHigh),
      Constraint(sub.h, .lessThanOrEqual, 18, strength: .defaultLow),
      Constraint(height, .equal, sub.y + sub.h + 12),
      Constraint(height, .greaterThanOrEqual, image.y + image.h + 12),
    ]
  }

  func solve() -> Solver {
    let solver = Solver()
    do {
      try solver.addConstraints(constraints)
    } catch {
      fatalError("the benchmark cell must be solvable: \(error)")
    }
    return solver
  }
}

/// Median wall time in microseconds per iteration of `runs` samples of `iterations` calls of `body`.
func median(runs: Int = 41, iterations: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure {
      for _ in 0..<iterations { body() }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    samples.append(seconds * 1e6 / Double(iterations))
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Keeps results alive so the optimiser cannot drop the work.
final class Sink: @unchecked Sendable {
  var value = 0.0
}
let sink = Sink()

func format(_ value: Double, _ unit: String) -> String {
  let rounded = (value * 100).rounded() / 100
  return "\(rounded) \(unit)"
}

let cell = Cell(width: 390)
let check = cell.solve()
// Title: x = 16 + 40 + 12 = 68, width = 390 − 16 − 68 = 306; cell height = 12 + 20.5 + 4 + 18 + 12 = 66.5.
precondition(check.value(of: cell.variables[6]) == 306 && check.value(of: cell.variables[12]) == 66.5)

// `ConstraintSolverBenchmarks profile`: only the from-scratch loop, for a profiler.
if CommandLine.arguments.dropFirst().first == "profile" {
  for _ in 0..<300_000 { sink.value += cell.solve().value(of: cell.variables[12]) }
  exit(0)
}

let scratch = median(iterations: 200) {
  let solver = cell.solve()
  sink.value += solver.value(of: cell.variables[12])
}
let build = median(iterations: 200) {
  let fresh = Cell(width: 390)
  sink.value += Double(fresh.constraints.count)
}
let incremental: Double = {
  let solver = cell.solve()
  var toggle = false
  return median(iterations: 2000) {
    toggle.toggle()
    do {
      try solver.updateConstant(of: cell.trailing, to: toggle ? -(375 - 16) : -(390 - 16))
    } catch {
      fatalError("constant update failed: \(error)")
    }
    sink.value += solver.value(of: cell.variables[6])
  }
}()
// A column of 100 such cells in one solver, each cell's top at the previous cell's bottom.
let column: [Cell] = {
  var cells: [Cell] = []
  for _ in 0..<100 {
    cells.append(Cell(width: 390, top: cells.last.map { LinearExpression($0.variables[12]) } ?? LinearExpression()))
  }
  return cells
}()
func solveColumn() -> Solver {
  let solver = Solver()
  do {
    for cell in column { try solver.addConstraints(cell.constraints) }
  } catch {
    fatalError("the benchmark column must be solvable: \(error)")
  }
  return solver
}
let columnCheck = solveColumn()
precondition(abs(columnCheck.value(of: column[99].variables[12]) - 6650) < 1e-6)  // 100 × 66.5
let columnScratch = median(runs: 9, iterations: 3) {
  sink.value += solveColumn().value(of: column[99].variables[12])
}
let columnIncremental: Double = {
  var toggle = false
  return median(iterations: 200) {
    toggle.toggle()
    do {
      try columnCheck.updateConstant(of: column[0].titleTop, to: toggle ? -20 : -12)
    } catch {
      fatalError("constant update failed: \(error)")
    }
    sink.value += columnCheck.value(of: column[99].variables[12])
  }
}()

/// This thread's CPU time in seconds (unlike wall time, not inflated when other processes take the cores).
func threadCPUTime() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
func tenThousandCells() {
  for index in 0..<10_000 {
    let solver = Cell(width: 300 + Double(index % 100)).solve()
    sink.value += solver.value(of: cell.variables[0])
  }
}
let tenThousand = median(runs: 9, iterations: 1, tenThousandCells) / 1000
let tenThousandCPU: Double = {
  var samples: [Double] = []
  for _ in 0..<9 {
    let start = threadCPUTime()
    tenThousandCells()
    samples.append((threadCPUTime() - start) * 1000)
  }
  return samples.sorted()[samples.count / 2]
}()

print("ConstraintSolver benchmarks (release, median of 41 runs; 10⁴ cells: median of 9)")
print("  one cell from scratch (new solver + 16 constraints):   \(format(scratch, "µs"))")
print("  building the cell's 13 variables and 16 constraints:    \(format(build, "µs"))")
print("  re-solve after one constant change (updateConstant):   \(format(incremental, "µs"))")
print("  10⁴ independent cells, built and solved sequentially:  \(format(tenThousand, "ms")) total")
print("  ... the same, thread CPU time:                           \(format(tenThousandCPU, "ms")) total")
print("  a column of 100 cells in one solver (1,600 constraints): \(format(columnScratch / 1000, "ms")) from scratch")
print("  ... after the first cell's top margin changes (all move): \(format(columnIncremental, "µs"))")
print("  (sink \(sink.value > 0 ? "ok" : "?"))")
