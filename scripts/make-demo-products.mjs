// Generates the demo upstream's product pictures (public/demo/products/<category>.svg):
// one neutral illustration per catalog category, so `npm start` shows pictures without
// reaching the retailer's site. Run again after adding a category to the demo data.
import { writeFileSync } from 'node:fs';

const CATEGORIES = [1512, 1514, 1516, 1518, 1519, 1530, 1620, 1621, 1640, 1641, 1645, 1650, 1660, 1661];

for (const category of CATEGORIES) {
  const hue = (category * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="hsl(${hue} 30% 95%)"/>
<path d="M160 70 250 115v95l-90 45-90-45v-95z" fill="hsl(${hue} 45% 55%)"/>
<path d="M160 70 250 115l-90 45-90-45z" fill="hsl(${hue} 45% 70%)"/>
<path d="M160 160v95l90-45v-95z" fill="hsl(${hue} 45% 42%)"/>
</svg>
`;
  writeFileSync(new URL(`../public/demo/products/${category}.svg`, import.meta.url), svg);
}
