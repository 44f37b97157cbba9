// The blog and legal texts: Markdown files in /content at the repository root, read on the server.
//
// The folders are found from process.cwd(): `next build`/`next dev` run in bff/, and the standalone server
// runs in .next/standalone/bff, where Next's file tracing copies /content to .next/standalone/content (both
// are "../content"). The paths are written out literally on purpose: the tracer copies exactly what a static
// `path.join(process.cwd(), ...)` names, and a computed path would make it copy the whole repository.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blocksText,
  type Doc,
  type LegalMeta,
  type MdBlock,
  type PostMeta,
} from '@oslonac/web/screens/public/markdown-types';
import { parseMarkdown, splitFrontMatter } from './markdown';

export type { Doc, LegalMeta, PostMeta };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface RawFile {
  name: string;
  text: string;
}

const isMarkdown = (name: string) => name.endsWith('.md');

function blogFiles(): RawFile[] {
  return readdirSync(path.join(process.cwd(), '..', 'content', 'blog'))
    .filter(isMarkdown)
    .map((name) => ({
      name,
      text: readFileSync(path.join(process.cwd(), '..', 'content', 'blog', name), 'utf8'),
    }));
}

function legalFiles(): RawFile[] {
  return readdirSync(path.join(process.cwd(), '..', 'content', 'legal'))
    .filter(isMarkdown)
    .map((name) => ({
      name,
      text: readFileSync(path.join(process.cwd(), '..', 'content', 'legal', name), 'utf8'),
    }));
}

function required(data: Record<string, string>, key: string, file: string): string {
  const value = data[key];
  if (!value) throw new Error(`content/${file}: front matter needs "${key}"`);
  return value;
}

function date(data: Record<string, string>, key: string, file: string): string {
  const value = required(data, key, file);
  if (!DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`content/${file}: "${key}" must be a date as YYYY-MM-DD`);
  }
  return value;
}

function readCollection(
  folder: 'blog' | 'legal',
): { slug: string; file: string; data: Record<string, string>; body: MdBlock[] }[] {
  const files = folder === 'blog' ? blogFiles() : legalFiles();
  return files
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, text }) => {
      const slug = name.slice(0, -3);
      const file = `${folder}/${name}`;
      if (!SLUG.test(slug)) throw new Error(`content/${file}: file names are lower-case slugs`);
      const { data, body } = splitFrontMatter(text);
      return { slug, file, data, body: parseMarkdown(body) };
    });
}

interface Library {
  posts: Doc<PostMeta>[];
  legal: Doc<LegalMeta>[];
}

function load(): Library {
  const posts = readCollection('blog').map(({ slug, file, data, body }): Doc<PostMeta> => {
    const published = date(data, 'date', file);
    const words = blocksText(body).split(/\s+/).filter(Boolean).length;
    return {
      meta: {
        slug,
        title: required(data, 'title', file),
        description: required(data, 'description', file),
        date: published,
        updated: data.updated ? date(data, 'updated', file) : published,
        author: required(data, 'author', file),
        readingMinutes: Math.max(1, Math.round(words / 200)),
      },
      body,
    };
  });
  // Newest first; the slug breaks ties so the order never depends on the file system.
  posts.sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.slug.localeCompare(b.meta.slug));
  const legal = readCollection('legal').map(
    ({ slug, file, data, body }): Doc<LegalMeta> => ({
      meta: {
        slug,
        title: required(data, 'title', file),
        description: required(data, 'description', file),
        updated: date(data, 'updated', file),
      },
      body,
    }),
  );
  return { posts, legal };
}

let cached: Library | null = null;

// Production reads the files once per process; development re-reads so an edited text shows on reload.
function library(): Library {
  if (process.env.NODE_ENV !== 'production') return load();
  cached ??= load();
  return cached;
}

export function listPosts(): PostMeta[] {
  return library().posts.map((p) => p.meta);
}

/** A post by slug; null for anything that is not exactly one of the files (so no path ever reaches fs). */
export function getPost(slug: string): Doc<PostMeta> | null {
  if (!SLUG.test(slug)) return null;
  return library().posts.find((p) => p.meta.slug === slug) ?? null;
}

export function listLegal(): LegalMeta[] {
  return library().legal.map((d) => d.meta);
}

export function getLegal(slug: string): Doc<LegalMeta> | null {
  if (!SLUG.test(slug)) return null;
  return library().legal.find((d) => d.meta.slug === slug) ?? null;
}
