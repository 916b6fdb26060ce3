#pragma once
// The boundary of the worker (augur-worker), which reads untrusted sources (compiled in
// sealed children, gpu/worker/CompileAhead) and runs them on the GPU. It is wider than a compile's (CompileBoundary.h): the CUDA
// driver needs its libraries, /dev/nvidia*, /proc and /sys. What stays out: the home
// folder, problem folders, /etc beyond the loader's files, /tmp, other processes' /proc
// entries, the worker's own environment; and nothing outside /dev (and an MPS folder) can
// be written.
#include "gpu/compile/BoundaryState.h"

#include <string>
#include <vector>

namespace augur::gpu {

/// Whether the worker's boundary is wanted: false when the environment variable
/// AUGUR_WORKER_SANDBOX is "off", "0", "no" or "false" (for a driver that needs more than
/// the boundary allows), with `why` naming the switch.
bool workerBoundaryWanted(std::string& why);

/// Installs the worker's Landlock boundary on the calling thread and every thread it starts
/// afterwards; call it on the thread that reads requests, after CUDA is initialised and
/// NVRTC has compiled once (threads the driver started before keep their access; they never
/// see a source). Allowed, read-only with execution: /usr, /lib*, /bin, /sbin, the loader's
/// files in /etc, /etc/nvidia, /run/nvidia, `toolkit` (the toolkit's folders and NVRTC's
/// files; the folders of files too), $CUDA_HOME, $CUDA_PATH, $LD_LIBRARY_PATH, the folder of
/// every library already loaded and AUGUR_WORKER_SANDBOX_ALLOW (paths separated by ':');
/// read-only: /sys and the entries of /proc that belong to no process; readable and
/// writable: this process's own /proc entries and its running threads' except `environ`;
/// everything: /dev and the MPS folders. Returns Kind::none with the reason when the kernel
/// has no Landlock: the worker then reads what the user can, and its hello says so.
BoundaryState enterWorkerBoundary(const std::vector<std::string>& toolkit);

} // namespace augur::gpu
