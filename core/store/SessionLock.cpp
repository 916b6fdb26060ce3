#include "core/store/SessionLock.h"

#include "core/base/InputError.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <mutex>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace augur {

namespace {
// One flock per file and process, shared by every SessionLock of that process: the GUI
// closes a finished session and continues it while the old store still exists. Other
// processes are refused.
struct Held {
    int fd = -1;
    int users = 0;
};
std::mutex g_mutex;
std::map<std::pair<dev_t, ino_t>, Held> g_held;
} // namespace

SessionLock::SessionLock(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw InputError(path, "session", std::string("cannot be opened: ") + std::strerror(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        throw InputError(path, "session", std::string("cannot be examined: ") + std::strerror(err));
    }
    std::lock_guard guard(g_mutex);
    const auto key = std::make_pair(st.st_dev, st.st_ino);
    if (auto it = g_held.find(key); it != g_held.end()) {
        ::close(fd);
        ++it->second.users;
        key_ = key;
        return;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int err = errno;
        ::close(fd);
        if (err == EWOULDBLOCK)
            throw InputError(
                path, "session",
                "in use by another process (a running or resumed session, or the GUI): a session is written by one "
                "process at a time; wait for it to finish or stop it first");
        throw InputError(path, "session", std::string("cannot be locked: ") + std::strerror(err));
    }
    g_held[key] = Held{fd, 1};
    key_ = key;
}

SessionLock::~SessionLock() {
    std::lock_guard guard(g_mutex);
    auto it = g_held.find(key_);
    if (it == g_held.end()) return;
    if (--it->second.users == 0) {
        ::close(it->second.fd); // closing the last descriptor releases the flock
        g_held.erase(it);
    }
}

} // namespace augur
