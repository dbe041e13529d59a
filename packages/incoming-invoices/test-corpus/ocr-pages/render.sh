#!/usr/bin/env bash
# Renders the OCR test set once: each listed corpus PDF, every page, 200 dpi greyscale PNG, as a
# scanner would deliver it. Needs Debian poppler-utils (pdftoppm); CI only reads the committed PNGs.
# Run from anywhere: bash packages/incoming-invoices/test-corpus/ocr-pages/render.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$here/.."
command -v pdftoppm >/dev/null || { echo "pdftoppm fehlt: apt-get install -y poppler-utils" >&2; exit 1; }
rm -f "$here"/*.png
tail -n +2 "$here/SOURCES.tsv" | while IFS=$'\t' read -r name pdf; do
  pdftoppm -r 200 -gray -png "$corpus/$pdf" "$here/$name"
done
ls "$here"/*.png | wc -l
