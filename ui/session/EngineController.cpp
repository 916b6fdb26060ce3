#include "ui/session/EngineController.h"

#include "core/source/UserCandidate.h"
#include "ui/base/CoreText.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>

#include <algorithm>
#include <type_traits>
#include <unordered_map>
#include <variant>

namespace augur::ui {

namespace {
/// One callable made of several lambdas, for std::visit over an event.
template <class... Fs>
struct Overloaded : Fs... {
    using Fs::operator()...;
};
template <class... Fs>
Overloaded(Fs...) -> Overloaded<Fs...>;
} // namespace

EngineController::EngineController(std::unique_ptr<LiveSession> session, QObject* parent)
    : QObject(parent), session_(std::move(session)), inbox_(std::make_shared<EngineEventInbox>()) {
    problem_ = session_->problem();
    config_ = session_->config();
    threshold_ = config_.threshold;
    sessionPath_ = QString::fromStdString(session_->sessionPath());
    QPointer<EngineController> self(this);
    session_->setSink([inbox = inbox_, self](EngineEvent&& e) {
        // Posted to the application object, which outlives this controller; the guard is
        // only read on the GUI thread. A burst of events shares one posted call.
        if (inbox->push(std::move(e)))
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self] {
                    if (self) self->drain();
                },
                Qt::QueuedConnection);
    });
}

EngineController::~EngineController() {
    // Stops and joins the engine thread; events still in flight are dropped by the guard.
    // requestStop also ends a measurement in progress that can end early (a replay delay),
    // so closing the window never waits for it.
    if (session_) session_->requestStop();
    session_.reset();
}

void EngineController::start() {
    if (started_) return;
    started_ = true;
    session_->start();
}

void EngineController::requestThreshold(double t) { session_->post(ThresholdRequest{t}); }

void EngineController::overrideCandidate(qint64 id, OverrideKind kind) { session_->post(OverrideRequest{id, kind}); }

void EngineController::expandFrom(qint64 id) { session_->post(ExpandRequest{id}); }
void EngineController::setMeasurementBudget(int maxMeasurements) {
    config_.maxMeasurements = std::max(0, maxMeasurements);
    session_->post(BudgetRequest{config_.maxMeasurements});
    Q_EMIT statsChanged(stats_); // the status bar shows the budget
}

void EngineController::pause() { session_->post(PauseRequest{}); }
void EngineController::submitCandidate(const UserCandidateRequest& request) {
    session_->post(addCandidateRequest(request));
}
void EngineController::resume() { session_->post(ResumeRequest{}); }
void EngineController::stop() {
    session_->post(StopRequest{});
    session_->requestStop(); // ends a replay delay in progress at once
}

void EngineController::drain() {
    // Changed candidates of consecutive events are merged (the latest copy of each wins), so
    // the views take a burst as one update; every other event is delivered in order.
    std::vector<Candidate> merged;
    std::unordered_map<CandidateId, std::size_t> slot;
    auto flush = [&] {
        if (merged.empty()) return;
        Q_EMIT candidatesChanged(merged);
        merged.clear();
        slot.clear();
    };
    auto merge = [&](CandidatesChanged& e) {
        for (Candidate& c : e.candidates) {
            auto [it, fresh] = slot.try_emplace(c.id, merged.size());
            if (fresh)
                merged.push_back(std::move(c));
            else
                merged[it->second] = std::move(c);
        }
    };
    auto stop = [&](const QString& text, bool failed) {
        flush();
        finished_ = true;
        if (failed)
            Q_EMIT errorOccurred(text);
        else
            Q_EMIT finished(text);
    };
    auto setPaused = [&](bool paused) {
        flush();
        paused_ = paused;
        Q_EMIT pausedChanged(paused);
    };
    bool statsChangedNow = false;
    for (EngineEvent& event : inbox_->takeAll()) {
        elapsed_ = std::max(elapsed_, eventTime(event));
        std::visit(Overloaded{
                       [&](CandidatesChanged& e) { merge(e); },
                       [&](RunStarted& e) {
                           flush();
                           Q_EMIT vendorBaselineKnown(e.baseline);
                           Q_EMIT candidatesReset(e.candidates);
                       },
                       [&](LogMessage& e) {
                           // Shown in the GUI's language; the session file keeps e.text (English).
                           const QString line = CoreText::translate(e.message);
                           Q_EMIT logLine(line, e.t);
                           if (isNotice(e.topic)) Q_EMIT notice(line);
                           if (e.topic == LogTopic::Prior) Q_EMIT priorNote(line);
                       },
                       [&](RunPaused&) { setPaused(true); },
                       [&](RunResumed&) { setPaused(false); },
                       [&](RunFinished& e) { stop(CoreText::translate(e.message), false); },
                       [&](RunFailed& e) { stop(CoreText::translate(e.error), true); },
                       [&](CandidateRequestAnswered& e) {
                           flush(); // the new candidate's row exists before the answer names it
                           Q_EMIT candidateRequestAnswered(e.tag, e.candidate, QString::fromStdString(e.field), e.line,
                                                           QString::fromStdString(e.refusal));
                       },
                       [&](ThresholdChanged& e) {
                           if (e.threshold == threshold_) return;
                           flush();
                           threshold_ = e.threshold;
                           Q_EMIT thresholdChanged(threshold_);
                       },
                   },
                   event);
        // The counts travel with every event that carries them (a failure's are not shown).
        std::visit(
            [&](const auto& e) {
                using Kind = std::decay_t<decltype(e)>;
                if constexpr (std::is_base_of_v<EventStamp, Kind> && !std::is_same_v<Kind, RunFailed>) {
                    stats_ = e.stats;
                    statsChangedNow = true;
                }
            },
            event);
    }
    flush();
    if (statsChangedNow) Q_EMIT statsChanged(stats_);
}

void EngineController::retire() {
    if (!isStarted() || isFinished()) {
        deleteLater(); // its engine thread, if any, has returned: deleting joins at once
        return;
    }
    connect(this, &EngineController::finished, this, &QObject::deleteLater);
    connect(this, &EngineController::errorOccurred, this, &QObject::deleteLater);
    stop();
}

} // namespace augur::ui
