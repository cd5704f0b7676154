// Context for compiling the comment-thread post (S1) unchanged but for SnapKit/Then: the post names its cells
// (CommentCollectionViewCell, CommentSupplementaryHeaderView, CommentSupplementaryFooterView) without showing them;
// the gallery's versions, built with anchors from the post's description, stand in.
@_exported import Gallery
