/// Marks a longest strictly increasing subsequence of `values` (patience sorting with back-pointers).
///
/// - Parameter values: Distinct integers (positions of matched items in the old order, listed in the
///   new order).
/// - Returns: `result[k] == true` iff `values[k]` belongs to the chosen subsequence. Elements outside
///   it are exactly the minimum set that must move to turn the old order into the new one.
/// - Complexity: O(k log k) time, O(k) space.
@inlinable
func longestIncreasingSubsequenceMembership(_ values: [Int]) -> [Bool] {
  var membership = [Bool](repeating: false, count: values.count)
  guard !values.isEmpty else { return membership }
  var tails: [Int] = []  // tails[l] = index into values of the smallest tail of an increasing run of length l + 1
  tails.reserveCapacity(values.count)
  var previous = [Int](repeating: -1, count: values.count)
  for k in values.indices {
    let value = values[k]
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[k] = tails[low - 1] }
    if low == tails.count { tails.append(k) } else { tails[low] = k }
  }
  var k = tails[tails.count - 1]
  while k != -1 {
    membership[k] = true
    k = previous[k]
  }
  return membership
}
