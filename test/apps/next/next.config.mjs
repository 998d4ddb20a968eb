// The Next.js app of the README's recipe and of the assistant-ui one, built by test/apps/build.mjs from the packed
// packages and run with `next start`. The tests reach it through the test page's origin, under NEXT_PUBLIC_BASE_PATH.
/** @type {import('next').NextConfig} */
export default {
  basePath: process.env.NEXT_PUBLIC_BASE_PATH ?? '',
  reactStrictMode: true,
};
