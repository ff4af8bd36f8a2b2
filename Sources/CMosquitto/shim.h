#ifndef WXDASH_CMOSQUITTO_SHIM_H
#define WXDASH_CMOSQUITTO_SHIM_H

// libmosquitto, the Eclipse Mosquitto C client (Debian: libmosquitto-dev). Its functions are plain C with no
// variadics, so Swift calls them directly; this header only brings them in (and MQTT 5's property numbers).
#include <mosquitto.h>
#include <mqtt_protocol.h>

#endif
