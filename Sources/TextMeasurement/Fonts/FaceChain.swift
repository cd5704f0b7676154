/// A font's primary face and its fallbacks, in lookup order, with the metrics of each slot.
///
/// Slot 0 is the primary face, or the approximation (``FaceMetrics/approximate``) when it failed to load; slot
/// k ≥ 1 is `fallbacks[k − 1]`.
struct FaceChain {
  /// The primary face, `nil` when it failed to load.
  let primary: FontFace?
  /// Fallback faces that loaded, in catalog order.
  let fallbacks: [FontFace]
  /// Metrics per slot: `[primary or approximate] + fallbacks`.
  let slotMetrics: [FaceMetrics]

  /// Builds a chain; the slot metrics follow from the faces.
  init(primary: FontFace?, fallbacks: [FontFace]) {
    self.primary = primary
    self.fallbacks = fallbacks
    slotMetrics = [primary?.metrics ?? .approximate] + fallbacks.map(\.metrics)
  }

  /// The face in `slot` (nil for slot 0 without a primary face).
  func face(inSlot slot: Int) -> FontFace? {
    slot == 0 ? primary : fallbacks[slot - 1]
  }
}
