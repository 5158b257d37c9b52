package knob

import (
	"errors"
	"strings"
	"testing"
)

func TestTableWithoutBaseStartsFromTheZeroValue(t *testing.T) {
	tab := Table[bound]{Name: "bound", Fields: []Field[bound]{
		Bind(Spec{Key: "n", Kind: Whole, Min: 0, Max: 9, Step: 1, Big: 3, Default: 4}, func(b *bound) *int { return &b.N }),
	}}
	if err := tab.Check(); err != nil {
		t.Fatal(err)
	}
	if got, want := tab.Defaults(), (bound{N: 4}); got != want {
		t.Fatalf("Defaults() = %+v, want %+v", got, want)
	}
}

func TestValidateNamedPrefixesTheGroup(t *testing.T) {
	tab := Table[bound]{Name: "bound", Fields: []Field[bound]{
		Bind(Spec{Key: "n", Kind: Whole, Min: 0, Max: 9, Step: 1, Big: 3, Default: 4}, func(b *bound) *int { return &b.N }),
	}}
	if err := tab.ValidateNamed(bound{N: 4}); err != nil {
		t.Fatalf("in range: %v", err)
	}
	err := tab.ValidateNamed(bound{N: 10})
	var fe *FieldError
	if err == nil || !errors.As(err, &fe) || !strings.HasPrefix(err.Error(), "bound: ") {
		t.Fatalf("out of range: %v, want a *FieldError after \"bound: \"", err)
	}
}
