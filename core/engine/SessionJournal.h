#pragma once
#include "core/engine/EngineEvent.h"
#include "core/engine/LogTopic.h"
#include "core/engine/RunClock.h"
#include "core/model/Session.h"
#include "core/store/SessionStore.h"

#include <functional>
#include <set>
#include <string>

namespace augur {

/// Where the engine's changes go, in one order: committed to the session store first,
/// then published as events (core/engine/EngineEvent.h). Collects the candidates changed since the last commit
/// (touch), writes them in one transaction and sends them as one CandidatesChanged event;
/// log lines go to the store's log and out as Log events. Without a store (benchmarks,
/// read-only checks) it only publishes. Used on the engine thread only.
class SessionJournal {
public:
    using Listener = std::function<void(const EngineEvent&)>;
    using Sink = std::function<void(EngineEvent&&)>;

    /// `store` may be null (nothing is persisted).
    SessionJournal(const Session& session, SessionStore* store, const RunClock& clock);

    void setListener(Listener l) { listener_ = std::move(l); }
    /// A receiver that keeps the events (each one moved to it); used instead of the listener.
    void setSink(Sink s) { sink_ = std::move(s); }

    /// Marks `id` changed: the next commit writes and publishes it.
    void touch(CandidateId id) { changed_.insert(id); }
    /// Whether `id` waits for the next commit.
    bool pending(CandidateId id) const { return changed_.count(id) > 0; }
    /// Holds `id` back from the next commit: its forecast was refreshed, yet its decision's
    /// outcome and reason stayed, so it is not worth a write and an event now. Held-back
    /// candidates are written and published by commitHeldBack() (at the run's end), so the
    /// store ends with what the engine holds.
    void holdBack(CandidateId id) {
        changed_.erase(id);
        heldBack_.insert(id);
    }
    /// Writes the changed candidates (and the run time) to the store and, with `publish`,
    /// sends them as one CandidatesChanged event. Throws what the store throws.
    void commit(bool publish = true);
    /// Commits and publishes the held-back candidates with any other change.
    void commitHeldBack();
    /// A log line: to the store's log in English, then out as a LogMessage (English and
    /// the message itself, for a receiver that translates it).
    void log(LogTopic topic, CandidateId id, const CoreMessage& message);
    /// Sends `e`, stamped with the run time and, when it carries them (EventStamp), the
    /// session's counts.
    void publish(EngineEvent e);

    /// Saves the session's configuration (after a threshold or budget request).
    void saveConfig();
    /// Seconds earlier runs of this session took, as the store recorded them ("" when none).
    std::string storedElapsed() const;
    /// Stores the session's vendor baseline (meta "vendor_baseline"); SessionFactory reads it back.
    void saveBaseline(const VendorBaseline& baseline);
    /// Records the run's end in the store: status, reason and run time.
    void recordFinish(const std::string& reason);
    /// Records an error that stopped the run in the store's log; a store that fails too is
    /// ignored (the error is reported anyway).
    void recordError(const std::string& what) noexcept;

private:
    const Session& session_;
    SessionStore* store_;
    const RunClock& clock_;
    Listener listener_;
    Sink sink_;
    std::set<CandidateId> changed_;
    std::set<CandidateId> heldBack_;
};

} // namespace augur
