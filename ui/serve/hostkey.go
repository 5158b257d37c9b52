package serve

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"

	gossh "golang.org/x/crypto/ssh"

	"pegasus/ui/safe"
)

// HostKeyName is the host key's file name in the program's state
// directory.
const HostKeyName = "ssh_host_ed25519_key"

// maxHostKeyBytes caps the host key read: an Ed25519 or RSA key in PEM is
// a few kilobytes.
const maxHostKeyBytes = 64 << 10

// HostKey is the server's key, as loaded or made.
type HostKey struct {
	Signer gossh.Signer
	Path   string
	// Created says the key was made by this start.
	Created bool
}

// Fingerprint is the key's SHA256 fingerprint, as ssh prints it.
func (k HostKey) Fingerprint() string { return gossh.FingerprintSHA256(k.Signer.PublicKey()) }

// LoadHostKey reads the host key at path, making an Ed25519 one there the
// first time: a new file of mode 0600 (under the umask), written
// atomically and never over another file, in a directory made by
// safe.DirFor when missing (as the state directory is; one that exists
// keeps its mode). An existing key must be a regular file of the user's
// that no one else may read (*safe.PrivateFileError, never fixed by the
// program: the user decides), and a private key ssh can parse.
func LoadHostKey(path string) (HostKey, error) {
	raw, err := safe.ReadPrivateFile(path, maxHostKeyBytes)
	created := false
	if errors.Is(err, fs.ErrNotExist) {
		if raw, err = makeHostKey(path); errors.Is(err, safe.ErrExists) {
			// Another server made it meanwhile: use that one.
			raw, err = safe.ReadPrivateFile(path, maxHostKeyBytes)
		} else {
			created = err == nil
		}
	}
	if err != nil {
		return HostKey{}, err
	}
	signer, err := gossh.ParsePrivateKey(raw)
	if err != nil {
		return HostKey{}, fmt.Errorf("parse the host key %s: %w", path, err)
	}
	return HostKey{Signer: signer, Path: path, Created: created}, nil
}

// makeHostKey writes a new Ed25519 private key to path (see LoadHostKey).
func makeHostKey(path string) ([]byte, error) {
	if err := safe.DirFor(path); err != nil {
		return nil, fmt.Errorf("make the host key's directory: %w", err)
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("make a host key: %w", err)
	}
	block, err := gossh.MarshalPrivateKey(priv, "pegasus serve")
	if err != nil {
		return nil, fmt.Errorf("encode the host key: %w", err)
	}
	raw := pem.EncodeToMemory(block)
	if err := safe.Create(path, raw, 0o600); err != nil {
		return nil, err
	}
	return raw, nil
}
