#include "ui/EngineController.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>

#include <algorithm>
#include <unordered_map>

namespace augur::ui {

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

void EngineController::setThreshold(double t) { session_->post(EngineCommand::setThreshold(t)); }

void EngineController::overrideCandidate(qint64 id, OverrideKind kind) {
    session_->post(EngineCommand::overrideCandidate(id, kind));
}

void EngineController::expandFrom(qint64 id) { session_->post(EngineCommand::expandFrom(id)); }
void EngineController::setMeasurementBudget(int maxMeasurements) {
    config_.maxMeasurements = std::max(0, maxMeasurements);
    session_->post(EngineCommand::setMeasurementBudget(config_.maxMeasurements));
    Q_EMIT statsChanged(stats_); // the status bar shows the budget
}

void EngineController::pause() { session_->post(EngineCommand::pause()); }
void EngineController::submitCandidate(const UserCandidateRequest& request) {
    session_->post(EngineCommand::addCandidate(request));
}
void EngineController::resume() { session_->post(EngineCommand::resume()); }
void EngineController::stop() {
    session_->post(EngineCommand::stop());
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
    bool statsChangedNow = false;
    for (EngineEvent& e : inbox_->takeAll()) {
        elapsed_ = std::max(elapsed_, e.t);
        if (e.threshold != threshold_ && e.kind != EngineEvent::Kind::Error) {
            flush();
            threshold_ = e.threshold;
            Q_EMIT thresholdChanged(threshold_);
        }
        switch (e.kind) {
        case EngineEvent::Kind::CandidatesChanged:
            for (Candidate& c : e.candidates) {
                auto [it, fresh] = slot.try_emplace(c.id, merged.size());
                if (fresh)
                    merged.push_back(std::move(c));
                else
                    merged[it->second] = std::move(c);
            }
            break;
        case EngineEvent::Kind::Started:
            flush();
            Q_EMIT candidatesReset(e.candidates);
            break;
        case EngineEvent::Kind::Log:
            Q_EMIT logLine(QString::fromStdString(e.text), e.t);
            if (isNotice(e.topic)) Q_EMIT notice(QString::fromStdString(e.text));
            if (e.topic == "prior") Q_EMIT priorNote(QString::fromStdString(e.text));
            break;
        case EngineEvent::Kind::Paused:
            flush();
            paused_ = true;
            Q_EMIT pausedChanged(true);
            break;
        case EngineEvent::Kind::Resumed:
            flush();
            paused_ = false;
            Q_EMIT pausedChanged(false);
            break;
        case EngineEvent::Kind::Finished:
            flush();
            finished_ = true;
            Q_EMIT finished(QString::fromStdString(e.text));
            break;
        case EngineEvent::Kind::Error:
            flush();
            finished_ = true;
            Q_EMIT errorOccurred(QString::fromStdString(e.text));
            break;
        case EngineEvent::Kind::RequestAnswered:
            flush(); // the new candidate's row exists before the answer names it
            Q_EMIT candidateRequestAnswered(e.requestTag, e.candidate, QString::fromStdString(e.field), e.line,
                                            QString::fromStdString(e.text));
            break;
        }
        if (e.kind != EngineEvent::Kind::Log && e.kind != EngineEvent::Kind::Error) {
            stats_ = e.stats;
            statsChangedNow = true;
        }
    }
    flush();
    if (statsChangedNow) Q_EMIT statsChanged(stats_);
}

} // namespace augur::ui
