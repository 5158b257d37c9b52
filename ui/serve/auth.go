package serve

import (
	"bufio"
	"bytes"
	"crypto/subtle"
	"fmt"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"

	"pegasus/i18n"
)

// Authentication methods, as the log names them.
const (
	authNone       = "none"
	authKey        = "publickey"
	authPassphrase = "passphrase"
)

// Context keys of a connection: how it was admitted, and with what key.
type (
	authMethodKey struct{}
	sessionKey    struct{}
	refusalKey    struct{}
)

// ParseAuthorizedKeys reads public keys in authorized_keys format, one a
// line (blank lines and # comments skipped; options before a key are
// allowed and ignored). A line that is no key is an error naming it.
func ParseAuthorizedKeys(raw []byte) ([]gossh.PublicKey, error) {
	var keys []gossh.PublicKey
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, _, _, _, err := gossh.ParseAuthorizedKey(line)
		if err != nil {
			return nil, &KeyLineError{Line: n, Err: err}
		}
		keys = append(keys, k)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return keys, nil
}

// KeyLineError is a line of an authorized keys file that holds no key.
type KeyLineError struct {
	Line int
	Err  error
}

// Error implements error.
func (e *KeyLineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap is the parser's reason.
func (e *KeyLineError) Unwrap() error { return e.Err }

// publicKeyAuth admits the listed keys.
func (s *Server) publicKeyAuth(ctx ssh.Context, key ssh.PublicKey) bool {
	for _, k := range s.cfg.AuthorizedKeys {
		if ssh.KeysEqual(k, key) {
			ctx.SetValue(authMethodKey{}, authKey)
			return true
		}
	}
	return false
}

// passphraseAuth asks for the class passphrase (in both languages: the
// client's has not been said yet) and admits whoever types it.
func (s *Server) passphraseAuth(ctx ssh.Context, challenge gossh.KeyboardInteractiveChallenge) bool {
	en, zh := i18n.For(i18n.English).Serve, i18n.For(i18n.TraditionalChinese).Serve
	answers, err := challenge("", en.PassphraseInstruction+"\n"+zh.PassphraseInstruction,
		[]string{en.PassphrasePrompt + "/ " + zh.PassphrasePrompt}, []bool{false})
	if err != nil || len(answers) != 1 {
		return false
	}
	if subtle.ConstantTimeCompare([]byte(answers[0]), s.cfg.Passphrase) != 1 {
		return false
	}
	ctx.SetValue(authMethodKey{}, authPassphrase)
	return true
}
