// What the blog pages compose: the posts' rules (tabs, pages, related posts, structured data) and the cards.
export {
  BLOG_PAGE_SIZE,
  blogHref,
  blogPostingJsonLd,
  blogTabs,
  getPost,
  paginate,
  parseBlogFilter,
  parsePage,
  postsByCategory,
  relatedPosts,
  summary,
  type BlogFilter,
  type PostSummary,
} from "./blog.ts";
export { PostCard, PostGrid, PostImage, PostMeta } from "./post-card.tsx";
