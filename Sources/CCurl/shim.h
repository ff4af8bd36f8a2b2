#ifndef WXDASH_CCURL_SHIM_H
#define WXDASH_CCURL_SHIM_H

// Only libcurl's header: the library itself is loaded with dlopen the first time wxdash makes a request (see
// LibCurl.swift), so a command that never goes to the network does not map libcurl and the TLS, Kerberos and
// LDAP libraries behind it.
#include <curl/curl.h>

// CURL_GLOBAL_DEFAULT is a macro expression Swift may not import.
static inline long wx_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed wrapper per argument
// type, each given the function found by dlsym.
typedef CURLcode (*wx_curl_variadic)(CURL *handle, int option, ...);

static inline CURLcode wx_curl_setopt_long(void *setopt, CURL *handle, CURLoption option, long value) {
    return ((wx_curl_variadic)setopt)(handle, option, value);
}

static inline CURLcode wx_curl_setopt_string(void *setopt, CURL *handle, CURLoption option, const char *value) {
    return ((wx_curl_variadic)setopt)(handle, option, value);
}

static inline CURLcode wx_curl_setopt_pointer(void *setopt, CURL *handle, CURLoption option, void *value) {
    return ((wx_curl_variadic)setopt)(handle, option, value);
}

static inline CURLcode wx_curl_setopt_offset(void *setopt, CURL *handle, CURLoption option, curl_off_t value) {
    return ((wx_curl_variadic)setopt)(handle, option, value);
}

static inline CURLcode wx_curl_setopt_slist(void *setopt, CURL *handle, CURLoption option, struct curl_slist *value) {
    return ((wx_curl_variadic)setopt)(handle, option, value);
}

/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
static inline CURLcode wx_curl_setopt_data_callback(void *setopt, CURL *handle, CURLoption option, curl_write_callback callback) {
    return ((wx_curl_variadic)setopt)(handle, option, callback);
}

static inline CURLcode wx_curl_setopt_progress_callback(void *setopt, CURL *handle, curl_xferinfo_callback callback) {
    return ((wx_curl_variadic)setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode wx_curl_getinfo_long(void *getinfo, CURL *handle, CURLINFO info, long *value) {
    return ((wx_curl_variadic)getinfo)(handle, info, value);
}

#endif
