#pragma once
// One task of a record file (CUDA-L1, KernelBench, GPU Forecasters, an Augur export),
// picked out for a replayed session: the task's reference is the session's root and its
// recorded kernels are the candidates the session may forecast or "measure" (look up).
#include "core/datasets/EvaluationDataset.h"

#include <string>

namespace augur {

/// A task picked from a record file, with what was chosen, for the session's first log line.
struct RecordTask {
    EvaluationProblem task;
    std::size_t taskCount = 0; ///< tasks in the file
    std::size_t taskIndex = 0; ///< position of `task` in the file, 0-based
    std::string format; ///< "cuda-l1", "kernelbench", "gpu-forecasters", "augur-export"
};

/// Whether `path` holds evaluation records (JSON Lines or a JSON array of records) rather
/// than a recorded tuning space (a T4, Kernel Tuner cache or Augur dataset document).
/// Reads the file (gzip is inflated, within readMaybeGzip's bounds); throws InputError
/// for a file it cannot read. Does not check the records themselves.
bool isRecordFile(const std::string& path);

/// Reads the record file `path` (loadEvaluationDataset) and picks the task named `name`:
/// its exact problem name ("L1/23@3090"), or a name that is unique once the GPU suffix is
/// left off ("L1/23"). Empty `name`: the first task in the file. Throws InputError(path,
/// "task", ...) for an unknown or ambiguous name (listing the first few names and the
/// count), a file of tuning spaces, or a task with no recorded candidate.
RecordTask loadRecordTask(const std::string& path, const std::string& name);

} // namespace augur
