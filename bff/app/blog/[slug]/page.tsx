import '@oslonac/web/screens/public/public.css';
import { BlogPostScreen, localizePostMeta } from '@oslonac/web/screens/public/BlogScreens';
import { notFound } from 'next/navigation';
import { getPost, listPosts } from '@/src/content';
import { publicMetadata } from '@/src/content/metadata';
import { getLocale } from '@/src/server/session';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const post = getPost((await params).slug);
  if (!post) return {};
  const meta = localizePostMeta(post.meta, await getLocale());
  return publicMetadata({
    path: `/blog/${meta.slug}`,
    title: meta.title,
    description: meta.description,
    article: { publishedTime: meta.date, modifiedTime: meta.updated, author: meta.author },
  });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const others = listPosts()
    .filter((p) => p.slug !== post.meta.slug)
    .slice(0, 3);
  return <BlogPostScreen post={post} others={others} locale={await getLocale()} />;
}
