#pragma once
// CUPTI activity tracing loaded at run time (gpu/driver/CuptiLibrary), used to cross-check the
// harness's CUDA-event times with the device's own kernel start/end timestamps.
#include "gpu/driver/DynamicLibrary.h"

#include <cstdint>
#include <string>
#include <vector>

namespace augur::gpu {

/// One kernel execution as CUPTI recorded it (CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL).
struct KernelRecord {
    std::string name;
    std::uint64_t startNs = 0, endNs = 0; ///< device timestamps, ns
    double durationMs() const { return static_cast<double>(endNs - startNs) * 1e-6; }
};

/// Collects kernel records between start() and stop(). One per process (CUPTI's buffer
/// callbacks are process-wide). Never throws: without CUPTI, ok() is false and error()
/// says why; start()/stop() then do nothing.
class CuptiKernelTimer {
public:
    CuptiKernelTimer();
    ~CuptiKernelTimer();
    CuptiKernelTimer(const CuptiKernelTimer&) = delete;
    CuptiKernelTimer& operator=(const CuptiKernelTimer&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    /// Enables kernel activity records. Returns false (with error()) when CUPTI refuses.
    bool start();
    /// Flushes and disables; returns the records since start(), sorted by start time.
    std::vector<KernelRecord> stop();
    /// Records CUPTI dropped since start() (buffers full); non-zero makes the cross-check void.
    std::size_t dropped() const { return dropped_; }

    struct Functions; ///< the dlsym'd entry points (defined in Cupti.cpp)

private:
    DynamicLibrary library_;
    std::string error_;
    std::size_t dropped_ = 0;
    Functions* fn_ = nullptr;
};

} // namespace augur::gpu
