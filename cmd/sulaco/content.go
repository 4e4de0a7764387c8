package main

import (
	"context"
	"fmt"
)

func cmdContent(ctx context.Context, e *env, args []string) error {
	return fmt.Errorf("content validation is not wired yet")
}
