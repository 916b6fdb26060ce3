#pragma once
// The trusted outputs of one input seed of a problem: the reference's and, where the
// problem has one, the float64 reference's, per buffer. Kept on the device (masked) across
// measurements by OutputVault, or on the host when the device has no room for them.
#include "gpu/driver/CudaApi.h"
#include "gpu/worker/PrecisionError.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace augur::gpu {

/// One device allocation owned by an entry of the vault; freed with it.
class DeviceSlot {
public:
    DeviceSlot() = default;
    DeviceSlot(const CudaApi* api, CUdeviceptr p, std::size_t bytes) : api_(api), ptr_(p), bytes_(bytes) {}
    ~DeviceSlot() { reset(); }
    DeviceSlot(DeviceSlot&& o) noexcept { *this = std::move(o); }
    DeviceSlot& operator=(DeviceSlot&& o) noexcept {
        if (this != &o) {
            reset();
            api_ = o.api_;
            ptr_ = std::exchange(o.ptr_, 0);
            bytes_ = std::exchange(o.bytes_, 0);
        }
        return *this;
    }
    DeviceSlot(const DeviceSlot&) = delete;
    DeviceSlot& operator=(const DeviceSlot&) = delete;

    CUdeviceptr data() const { return ptr_; }
    std::size_t bytes() const { return bytes_; }
    explicit operator bool() const { return ptr_ != 0; }
    void reset() {
        if (ptr_ && api_) api_->cuMemFree(ptr_);
        ptr_ = 0;
        bytes_ = 0;
    }
    /// Forgets the allocation without freeing it (after a sticky error the context is gone).
    void abandon() { ptr_ = 0; }

private:
    const CudaApi* api_ = nullptr;
    CUdeviceptr ptr_ = 0;
    std::size_t bytes_ = 0;
};

/// The outputs of one seed, per buffer of the job (empty entries for unchecked buffers).
struct SeedOutputs {
    unsigned long long seed = 0;
    bool onDevice = false; ///< in `reference`/`exact` slots (masked); else in the host strings
    std::vector<DeviceSlot> reference, exact;
    std::vector<unsigned long long> referenceKey, exactKey; ///< Philox mask keys, never 0
    std::vector<std::string> hostReference, hostExact; ///< the host fallback
    /// The reference's own error against the float64 reference, per buffer (computed once).
    std::vector<ErrorSums> referenceError;
    std::vector<bool> hasExact; ///< per buffer: a float64 output exists
    /// Order-independent hash of each reference output (the identical-output warning).
    std::vector<std::pair<unsigned long long, unsigned long long>> referenceHash;

    std::size_t deviceBytes() const {
        std::size_t n = 0;
        for (const auto& s : reference) n += s.bytes();
        for (const auto& s : exact) n += s.bytes();
        return n;
    }
    void abandon() {
        for (auto& s : reference) s.abandon();
        for (auto& s : exact) s.abandon();
    }
};

} // namespace augur::gpu
