module github.com/sulaco/sulaco

go 1.26.8

require (
	github.com/goccy/go-yaml v1.19.2
	github.com/nicksnyder/go-i18n/v2 v2.7.0
	golang.org/x/text v0.43.0
	pgregory.net/rapid v1.3.0
)
