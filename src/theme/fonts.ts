/**
 * The bundled web fonts (a side-effect module: import it once at the app's entry, e.g.
 * `import 'beauty-storefront/fonts'`). Regular and bold of Noto Sans Thai (Thai + Latin) and
 * Noto Sans SC (Chinese, split by unicode-range so a page loads only the subsets it uses).
 */
import './fontsThai';
import './fontsChinese';
