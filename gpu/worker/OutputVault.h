#pragma once
#include "gpu/worker/SeedOutputs.h"

#include <cstddef>
#include <list>
#include <map>
#include <memory>
#include <string>

namespace augur::gpu {

/// The device memory that keeps the trusted outputs of a problem's seed pool across
/// measurements (docs/measurement.md, "The seed pool"): entries keyed by (problem, size,
/// seed), least recently used evicted first, within a byte budget and within what the
/// device can allocate. An entry a measurement holds (a shared_ptr outside the vault) is
/// never evicted under it.
class OutputVault {
public:
    explicit OutputVault(const CudaApi& api) : api_(api) {}
    ~OutputVault() = default;
    OutputVault(const OutputVault&) = delete;
    OutputVault& operator=(const OutputVault&) = delete;

    /// The entry under `key`, marked most recently used; null when absent.
    std::shared_ptr<SeedOutputs> find(const std::string& key);
    /// Keeps `entry` (its device slots count against the budget) under `key`.
    void insert(const std::string& key, std::shared_ptr<SeedOutputs> entry);
    /// A device allocation of `bytes` for a new entry, evicting unheld entries (oldest first)
    /// while the budget or the device refuses it. An empty slot when neither eviction nor the
    /// device can make room: the caller falls back to host copies, never to a failure.
    /// `pendingBytes`: slots already allocated for the entry being built; `budgetBytes`: at
    /// most this much in the vault, those and the new slot included.
    DeviceSlot allocate(std::size_t bytes, std::size_t pendingBytes, std::size_t budgetBytes);
    /// Frees every entry (a new problem, or a sticky error with `abandon`: the context is gone).
    void clear(bool abandon = false);

    /// Device bytes held by the entries.
    std::size_t bytes() const;
    std::size_t entries() const { return entries_.size(); }
    /// Entries evicted to make room since the vault was made.
    long long evictions() const { return evictions_; }
    /// Allocations the device refused (out of memory) since the vault was made.
    long long refusals() const { return refusals_; }

private:
    bool evictOne();

    const CudaApi& api_;
    std::map<std::string, std::shared_ptr<SeedOutputs>> entries_;
    std::list<std::string> recency_; ///< front: most recently used
    long long evictions_ = 0, refusals_ = 0;
};

} // namespace augur::gpu
