/**
 * The record line's logic (`@mcp-elicit/core/record`), loaded on demand: a page pays for it only once a
 * question is on screen (it starts loading after the first render, and a render of the record waits for it).
 */
import { lazy } from './lazy.js';

export const recordModule = lazy(() => import('@mcp-elicit/core/record'));
