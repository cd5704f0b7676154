/// The comments of the comment-thread screen: eleven parent comments with three replies each.
///
/// UIKit parity: none; sample data standing in for an app's model.
public enum CommentThreadContent {
  /// One comment: who wrote it, how long ago, and what it says.
  public struct Comment: Hashable, Sendable {
    /// The author's display name.
    public var author: String
    /// How long ago it was posted, e.g. "2h".
    public var age: String
    /// The comment's text.
    public var body: String
  }

  /// One thread: a parent comment and its replies.
  public struct Thread: Hashable, Sendable {
    /// The parent comment (the section header).
    public var parent: Comment
    /// The replies (the section's cells).
    public var replies: [Comment]
  }

  private static func comment(_ author: String, _ age: String, _ body: String) -> Comment {
    Comment(author: author, age: age, body: body)
  }

  /// The threads, in order. Thread 0's first reply fits one line and its second three lines on a 390-pt screen.
  public static let threads: [Thread] = [
    Thread(
      parent: comment(
        "Minji Kim", "2h",
        "Does anyone know if the farmers' market on Saturday is still happening with the rain forecast?"),
      replies: [
        comment("Daniel Park", "2h", "Yes, it's on!"),
        comment(
          "Sora Lee", "1h",
          "They moved the stalls under the bridge last time it rained, so bring an umbrella but expect it to be "
            + "open as usual."),
        comment("Hyun-woo", "48m", "I'll be there around ten if anyone wants to meet up."),
      ]),
    Thread(
      parent: comment("이서연", "3h", "혹시 이 근처에 24시간 하는 약국 아시는 분 계신가요? 급하게 필요해서요."),
      replies: [
        comment("박준호", "3h", "역 앞 사거리에 있는 온누리약국이 밤 12시까지 해요."),
        comment("Grace", "2h", "There's one next to the hospital entrance that is open all night."),
        comment("이서연", "2h", "감사합니다! 덕분에 해결했어요."),
      ]),
    Thread(
      parent: comment(
        "Tom Becker", "5h",
        "Selling my old road bike — it still rides well, just needs new brake pads. DM me if you're interested."),
      replies: [
        comment("Ana", "5h", "What size is the frame?"),
        comment("Tom Becker", "4h", "54 cm, so it suits someone between about 170 and 180 cm tall."),
        comment("Ana", "4h", "Perfect, sent you a message."),
      ]),
    Thread(
      parent: comment("王小明", "6h", "有人知道这附近哪里可以修手机屏幕吗？价格合理一点的。"),
      replies: [
        comment("陈静", "6h", "商场三楼有一家，换屏大概半小时就好。"),
        comment("Leo", "5h", "The repair shop across from the station did mine for a fair price."),
        comment("王小明", "5h", "谢谢大家！"),
      ]),
    Thread(
      parent: comment("Priya", "8h", "Lost a grey cat near the park this morning. She answers to Mochi. Please call!"),
      replies: [
        comment("Jae", "8h", "Shared it in the neighbourhood chat."),
        comment(
          "Eun-ji", "7h",
          "I think I saw a grey cat sitting under the cars behind the bakery about an hour ago. It looked scared "
            + "but fine."),
        comment("Priya", "6h", "Found her! Thank you so much, everyone."),
      ]),
    Thread(
      parent: comment("Marco", "10h", "Is the new ramen place on Main Street worth the queue?"),
      replies: [
        comment("Yuki", "10h", "The broth is great, the noodles less so."),
        comment("Chris", "9h", "Go on a weekday afternoon and you'll walk straight in."),
        comment("정하늘", "9h", "저는 매운 라멘 추천해요. 웨이팅 30분 정도였어요."),
      ]),
    Thread(
      parent: comment("Olivia", "12h", "Free moving boxes, about twenty of them, flattened. Pick-up only."),
      replies: [
        comment("Ben", "12h", "Are they still available?"),
        comment("Olivia", "11h", "A few left — come by before six."),
        comment("Ben", "11h", "On my way."),
      ]),
    Thread(
      parent: comment("김도윤", "1d", "주말에 같이 배드민턴 치실 분 구해요. 초보도 환영합니다!"),
      replies: [
        comment("Sam", "1d", "I'm a beginner but would love to join."),
        comment("최유나", "1d", "저도 참여하고 싶어요. 라켓은 따로 챙겨가야 하나요?"),
        comment("김도윤", "1d", "라켓 여분 있으니 그냥 오셔도 돼요."),
      ]),
    Thread(
      parent: comment("Hannah", "1d", "Recommendations for a piano teacher for a seven-year-old?"),
      replies: [
        comment("Lucas", "1d", "Ms. Ito on Elm Road is wonderful with kids."),
        comment("Mei", "1d", "李老师教得很好，很有耐心。"),
        comment("Hannah", "1d", "Thanks, I'll contact both."),
      ]),
    Thread(
      parent: comment("Noah", "2d", "The streetlight at the corner of Oak and 5th has been out for a week."),
      replies: [
        comment("Ivy", "2d", "Reported it to the city yesterday."),
        comment("Noah", "2d", "Thanks — hopefully they fix it soon."),
        comment("Ivy", "1d", "It's fixed now."),
      ]),
    Thread(
      parent: comment("Sophie", "3d", "Does anyone have a ladder I could borrow for an afternoon?"),
      replies: [
        comment("윤재민", "3d", "사다리 있어요. 아파트 경비실에 맡겨둘게요."),
        comment("Sophie", "3d", "That would be amazing, thank you!"),
        comment("Oscar", "2d", "I have one too if that falls through."),
      ]),
  ]
}
