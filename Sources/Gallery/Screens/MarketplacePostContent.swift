import CompositionalLayout
import Foundation
import TextMeasurement

/// The text of the marketplace post-detail screen: the seller's profile and the post.
///
/// UIKit parity: none; sample data standing in for an app's model.
public enum MarketplacePostContent {
  /// The seller's display name.
  public static let sellerName = "Jisoo Park (박지수)"
  /// The seller's neighbourhood and rating line.
  public static let sellerDetails = "Mapo-gu, Seoul · 마포구 합정동 · manner temperature 37.5 °C"
  /// The post's title.
  public static let title = "Solid oak desk, 120 × 60 cm — barely used"
  /// Category and age of the post.
  public static let category = "Furniture · 3 days ago"
  /// The asking price.
  public static let price = "₩120,000"
  /// The post body: paragraphs separated by blank lines.
  public static let body = """
    Moving abroad at the end of the month, so the desk has to go. It's solid oak with a matte oil finish and \
    two drawers on the right; the top has one small scratch near the back edge (see photo 4).

    Comes apart into three pieces and fits in a hatchback. I can help you carry it down — there's a lift.

    책상 상태 아주 좋아요. 합정역 근처에서 직거래 원합니다. 평일 저녁이나 주말 오후 모두 가능해요.

    Price is firm, but I'll throw in the matching chair for free if you pick it up this week.
    """
  /// Chats, favourites and views.
  public static let statistics = "Chats 3 · Favourites 12 · Views 248"

  /// The profile header's text: name (17 pt bold) over details (13 pt, secondary), padding 14/16/14/16.
  public static let profile = GalleryElementText(
    [
      GalleryTextRun(sellerName, font: .boldSystemFont(ofSize: 17), numberOfLines: 1),
      GalleryTextRun(sellerDetails, font: .systemFont(ofSize: 13), role: .secondary),
    ], padding: NSDirectionalEdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16), spacing: 2)

  /// The post body's text: title (17 pt bold), category (13 pt, secondary), price (17 pt bold, accent), body
  /// (17 pt) and statistics (13 pt, secondary), padding 16 on every side, 8 pt between labels.
  public static let post = GalleryElementText(
    [
      GalleryTextRun(title, font: .boldSystemFont(ofSize: 17)),
      GalleryTextRun(category, font: .systemFont(ofSize: 13), role: .secondary),
      GalleryTextRun(price, font: .boldSystemFont(ofSize: 17), role: .accent),
      GalleryTextRun(body, font: .systemFont(ofSize: 17)),
      GalleryTextRun(statistics, font: .systemFont(ofSize: 13), role: .secondary),
    ], padding: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16), spacing: 8)
}
