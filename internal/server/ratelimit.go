package server

import (
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/time/rate"

	"github.com/sulaco/sulaco/internal/engine"
)

// HTTPLimit is how many API requests and socket openings one address may
// make: Rate a second, Burst at once. Past it the answer is 429 with code
// "rate". Health checks, metrics and anything else the router serves are
// not counted.
type HTTPLimit struct {
	Rate  rate.Limit // rate.Inf: no limit
	Burst int
	// ForwardedFor takes the address from the last entry of
	// X-Forwarded-For (the one the proxy in front appended): set it only
	// behind a proxy that sets the header, or every client shares the
	// proxy's bucket.
	ForwardedFor bool
}

// DefaultHTTPLimit: generous for a person or a program playing, tight
// for a flood of game creations.
var DefaultHTTPLimit = HTTPLimit{Rate: 100, Burst: 200}

// maxLimited bounds the addresses remembered at once: past it every
// bucket is forgotten (a flood from that many addresses starts them all
// afresh, and memory stays bounded).
const maxLimited = 100_000

// httpLimiter keeps a token bucket per remote address.
type httpLimiter struct {
	limit HTTPLimit
	mu    sync.Mutex
	peers map[string]*limited
}

type limited struct {
	lim  *rate.Limiter
	seen time.Time
}

func newHTTPLimiter(l HTTPLimit) *httpLimiter {
	return &httpLimiter{limit: l, peers: map[string]*limited{}}
}

// allow reports whether addr may make one more request now.
func (h *httpLimiter) allow(addr string, now time.Time) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	p, ok := h.peers[addr]
	if !ok {
		if len(h.peers) >= maxLimited {
			h.forgetLocked(now, 0)
		}
		p = &limited{lim: rate.NewLimiter(h.limit.Rate, h.limit.Burst)}
		h.peers[addr] = p
	}
	p.seen = now
	return p.lim.AllowN(now, 1)
}

// forget drops the addresses idle for longer than idle (their buckets are
// full again by then).
func (h *httpLimiter) forget(now time.Time, idle time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.forgetLocked(now, idle)
}

func (h *httpLimiter) forgetLocked(now time.Time, idle time.Duration) {
	for addr, p := range h.peers {
		if now.Sub(p.seen) >= idle {
			delete(h.peers, addr)
		}
	}
}

// limitHTTP answers 429 to an address past its limit on the API and the
// sockets.
func (s *Server) limitHTTP(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limited := strings.HasPrefix(r.URL.Path, "/api/") || strings.HasPrefix(r.URL.Path, "/ws/")
		if limited && s.httpLimit.limit.Rate != rate.Inf {
			if !s.httpLimit.allow(s.httpLimit.address(r), time.Now()) {
				w.Header().Set("Retry-After", "1")
				s.fail(w, r, &apiError{status: http.StatusTooManyRequests, code: "rate", msg: engine.M("server.error.rate")})
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// address is who a request counts against.
func (h *httpLimiter) address(r *http.Request) string {
	if h.limit.ForwardedFor {
		if fwd := r.Header.Values("X-Forwarded-For"); len(fwd) > 0 {
			hops := strings.Split(fwd[len(fwd)-1], ",")
			if last := strings.TrimSpace(hops[len(hops)-1]); last != "" {
				return last
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
