package safe

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestOnlySafeTouchesFiles keeps ui/safe the one implementation of every
// file the program opens, writes, renames, removes or makes a directory
// for: outside it (tests aside) no Go file calls the os functions that
// do, so that every write is atomic, every read capped and type-checked.
func TestOnlySafeTouchesFiles(t *testing.T) {
	touch := map[string]bool{"Open": true, "OpenFile": true, "Create": true, "CreateTemp": true, "ReadFile": true,
		"WriteFile": true, "Rename": true, "Remove": true, "RemoveAll": true, "Mkdir": true, "MkdirAll": true,
		"MkdirTemp": true, "Symlink": true, "Link": true, "Chmod": true, "Truncate": true}
	root := filepath.Join("..", "..")
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (path == filepath.Join(root, "ui", "safe") || strings.HasPrefix(d.Name(), ".") && path != root) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		checked++
		ast.Inspect(file, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && (x.Name == "os" || x.Name == "ioutil") && touch[sel.Sel.Name] {
				t.Errorf("%s calls %s.%s: use ui/safe", path, x.Name, sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Fatalf("only %d Go files were checked", checked)
	}
}
