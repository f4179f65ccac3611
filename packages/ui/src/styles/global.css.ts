// The global stylesheet in cascade order: layer order, reset, base, both themes.
import './layers.css.ts';
import './reset.css.ts';
import './base.css.ts';
import '../tokens/lightTheme.css.ts';
import '../tokens/darkTheme.css.ts';
