// Writes one SVG per line of icons.txt ("key icon-name") from the iconify package's icons.json.
// The pictures keep "currentColor" as their ink; the game sets the colour when it loads them.
const fs = require("fs");
const path = require("path");
const [pkg, mapping, out] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(path.join(pkg, "icons.json"), "utf8"));
const info = JSON.parse(fs.readFileSync(path.join(pkg, "info.json"), "utf8"));
const version = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).version;
let credits = [];
let failed = false;
for (const raw of fs.readFileSync(mapping, "utf8").split("\n")) {
  const line = raw.trim();
  if (!line || line.startsWith("#")) continue;
  const [key, name] = line.split(/\s+/);
  let icon = set.icons[name];
  if (!icon && set.aliases && set.aliases[name]) icon = set.icons[set.aliases[name].parent];
  if (!icon) {
    console.error(`no icon named ${name} (for ${key})`);
    failed = true;
    continue;
  }
  const w = icon.width || set.width || 512, h = icon.height || set.height || 512;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${icon.body}</svg>\n`;
  fs.writeFileSync(path.join(out, key + ".svg"), svg);
  credits.push(`${key}: ${name}`);
}
fs.writeFileSync(path.join(out, "README.md"),
  `# Pictures\n\nFrom [game-icons.net](https://game-icons.net) (${info.author.url}), npm package ` +
  `@iconify-json/game-icons ${version}, licence ${info.license.title} (${info.license.url}): ` +
  `by Lorc, Delapouite and the other authors credited on game-icons.net. Extracted by ` +
  `tools/icons/extract.sh; key: icon name.\n\n` + credits.map(c => `- ${c}`).join("\n") + "\n");
if (failed) process.exit(1);
