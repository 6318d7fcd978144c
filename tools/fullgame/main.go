// Command fullgame plays one whole game with a bot and writes its record (JSON) to standard
// output. scripts/bench-ui.sh opens it in the game to measure memory after a full game.
//
//	go run ./tools/fullgame [-seed N] [-tries K] [-bot solver|random] > game.json
//
// With -tries K it plays seeds N to N+K-1 and writes the game with the most moves.
package main

import (
	"flag"
	"fmt"
	"os"

	"setawatch/bot"
	"setawatch/game"
	"setawatch/session"
)

func main() {
	seed := flag.Uint64("seed", 1, "the game's seed")
	tries := flag.Int("tries", 1, "how many seeds to try, keeping the longest game")
	name := flag.String("bot", "solver", "the bot that plays: "+fmt.Sprint(bot.Names()))
	flag.Parse()
	if err := run(*seed, *tries, *name); err != nil {
		fmt.Fprintln(os.Stderr, "fullgame:", err)
		os.Exit(1)
	}
}

func run(seed uint64, tries int, name string) error {
	var longest *session.Session
	for i := range max(1, tries) {
		sess, err := play(seed+uint64(i), name)
		if err != nil {
			return err
		}
		if longest == nil || sess.State().Moves > longest.State().Moves {
			longest = sess
		}
	}
	data, err := longest.Record().Marshal()
	if err != nil {
		return err
	}
	_, err = os.Stdout.Write(data)
	return err
}

// play plays one whole game.
func play(seed uint64, name string) (*session.Session, error) {
	b, err := bot.New(name, seed)
	if err != nil {
		return nil, err
	}
	sess, err := session.New(game.Options{Seed: seed})
	if err != nil {
		return nil, err
	}
	for !sess.State().Over() {
		m, err := b.Choose(sess.State())
		if err != nil {
			return nil, err
		}
		if _, err := sess.Play(m); err != nil {
			return nil, err
		}
	}
	return sess, nil
}
