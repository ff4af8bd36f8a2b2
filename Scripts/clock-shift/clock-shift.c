// An LD_PRELOAD library for Scripts/test-clock.sh: the wall clock (CLOCK_REALTIME, gettimeofday, time) moved by
// CLOCK_SHIFT_SECONDS, monotonic clocks left alone. libfaketime does the same but empties Swift's
// CommandLine.arguments (seen with Debian's 0.9.10 and Swift 6.3), so the test runner loses its arguments.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long long shift(void) {
    const char *text = getenv("CLOCK_SHIFT_SECONDS");
    return text ? atoll(text) : 0;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    int result = real(clock, ts);
    if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) ts->tv_sec += shift();
    return result;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    static int (*real)(struct timeval *restrict, void *restrict);
    if (!real) real = (int (*)(struct timeval *restrict, void *restrict))dlsym(RTLD_NEXT, "gettimeofday");
    int result = real(tv, tz);
    if (result == 0) tv->tv_sec += shift();
    return result;
}

time_t time(time_t *out) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (out) *out = now.tv_sec;
    return now.tv_sec;
}
