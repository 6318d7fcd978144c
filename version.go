package main

import (
	"bufio"
	_ "embed"
	"strings"
)

// fyneAppTOML is the app's metadata file, the one source of its name, id and version: the
// packaging tools read the same file.
//
//go:embed FyneApp.toml
var fyneAppTOML string

// appVersion returns the version from FyneApp.toml ([Details] Version), e.g. "0.1.0".
func appVersion() string {
	return appDetail("Version")
}

// appID returns the application id from FyneApp.toml ([Details] ID).
func appID() string {
	return appDetail("ID")
}

// appDetail returns the string value of key in the [Details] table of FyneApp.toml, or "" if it
// is missing. It reads the subset of TOML that the file uses: tables and `key = "string"` lines.
func appDetail(key string) string {
	table := ""
	sc := bufio.NewScanner(strings.NewReader(fyneAppTOML))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") {
			table = strings.TrimSpace(strings.Trim(line, "[]"))
			continue
		}
		if table != "Details" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(k) != key {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && v[0] == '"' {
			if end := strings.IndexByte(v[1:], '"'); end >= 0 {
				return v[1 : end+1]
			}
		}
		return ""
	}
	return ""
}
