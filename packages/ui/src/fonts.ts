// Noto Sans JP and SC at 400 and 700 only. Fontsource's CSS is split into unicode-range woff2 slices, so the
// browser fetches only the slices a page uses: that is our subsetting.
import '@fontsource/noto-sans-jp/400.css';
import '@fontsource/noto-sans-jp/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
