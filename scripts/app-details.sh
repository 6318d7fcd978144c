# Sourced by the packaging scripts: details KEY prints a value of FyneApp.toml's [Details]
# section (Name, ID, Version), the one place the app's identity is written.
details() {
  awk -v key="$1" '
    /^[[:space:]]*\[/ { sect = $0; gsub(/[[:space:]]/, "", sect); sub(/^\[/, "", sect); sub(/\].*$/, "", sect); next }
    sect == "Details" {
      line = $0; sub(/^[[:space:]]+/, "", line)
      if (index(line, key) != 1) next
      rest = substr(line, length(key) + 1)
      if (rest !~ /^[[:space:]]*=[[:space:]]*"/) next
      sub(/^[^"]*"/, "", rest); sub(/".*$/, "", rest); print rest; exit
    }' FyneApp.toml
}
