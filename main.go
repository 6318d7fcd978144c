// Command setawatch is the Set a Watch desktop game. With no arguments it opens the game window;
// its subcommands play and inspect games headless (see README.md).
package main

import (
	"fmt"
	"os"

	"setawatch/cli"
	"setawatch/ui"
)

func main() {
	args := os.Args[1:]
	if len(args) > 0 {
		switch args[0] {
		case "--version", "-version", "version":
			fmt.Println("Set a Watch " + appVersion())
			return
		}
		if cli.IsCommand(args[0]) {
			os.Exit(cli.Main(args, os.Stdin, os.Stdout, os.Stderr))
		}
		fmt.Fprintf(os.Stderr, "setawatch: unknown command %q\n\n%s", args[0], cli.Usage)
		os.Exit(2)
	}
	ui.Run(appVersion())
}
