import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `<dir>/blog` with `count` posts, one a day from 2026-03-01 (`post-1` the oldest), by one
 * author and under one tag, `news`. Their text does not matter, only their number and dates.
 */
export function writeBlogOfPosts(dir: string, count: number): void {
  const blog = path.join(dir, 'blog');
  fs.mkdirSync(blog, { recursive: true });
  fs.writeFileSync(
    path.join(blog, 'authors.yml'),
    'team:\n  name: Team\n  title: Writes\n  url: https://team.example\n  image: /img/logo.svg\n',
  );
  fs.writeFileSync(path.join(blog, 'tags.yml'), 'news:\n  label: News\n  description: Every post.\n');
  for (let day = 1; day <= count; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    fs.writeFileSync(
      path.join(blog, `${date}-post-${day}.md`),
      `---\ntitle: Post ${day}\ndescription: Number ${day}.\nauthors: [team]\ntags: [news]\n---\n\nText.\n`,
    );
  }
}
