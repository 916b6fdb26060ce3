#pragma once
// The fallback boundary where Landlock is missing: a user namespace (no privilege needed)
// with its own mount namespace whose root is an empty read-only tmpfs holding only
// read-only bind mounts of the allowed paths, and its own network namespace. /proc, /dev,
// /etc and the home folder do not exist inside it.
#include <string>
#include <vector>

namespace augur::gpu {

/// Moves the calling process into a new user, mount and network namespace and makes
/// `readable` (absolute paths, each a directory or a file, bound at the same path) the
/// only files it can see. The process must be single-threaded (the compile helper, before it starts a thread):
/// the kernel refuses a user namespace to a multi-threaded one. Returns "" on success,
/// else why not (e.g. "unshare: Operation not permitted" where unprivileged user
/// namespaces are switched off); a failure part-way leaves the process unusable for
/// anything but reporting, so call it only in a child that exits afterwards.
std::string enterMountJail(const std::vector<std::string>& readable);

} // namespace augur::gpu
