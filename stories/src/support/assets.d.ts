// What Vite gives for the stylesheets the stories import: `?raw` the text, a plain import only its effect.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
declare module '*.css';
