#include "ui/EngineController.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>

namespace augur::ui {

EngineController::EngineController(std::unique_ptr<Engine> engine, QObject* parent)
    : QObject(parent), engine_(std::move(engine)) {
    // Read once, before the engine thread owns the session.
    problem_ = engine_->session().problem();
    config_ = engine_->session().config();
    threshold_ = config_.threshold;
    QPointer<EngineController> self(this);
    engine_->setListener([self](const EngineEvent& e) {
        auto copy = std::make_shared<const EngineEvent>(e);
        // Posted to the application object, which outlives this controller; the guard is
        // only read on the GUI thread.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, copy] {
                if (self) self->handle(*copy);
            },
            Qt::QueuedConnection);
    });
}

EngineController::~EngineController() {
    // Stops and joins the engine thread; events still in flight are dropped by the guard.
    engine_.reset();
}

void EngineController::start() {
    if (started_) return;
    started_ = true;
    engine_->start();
}

void EngineController::setThreshold(double t) { engine_->post(EngineCommand::setThreshold(t)); }

void EngineController::overrideCandidate(qint64 id, OverrideKind kind) {
    engine_->post(EngineCommand::overrideCandidate(id, kind));
}

void EngineController::expandFrom(qint64 id) { engine_->post(EngineCommand::expandFrom(id)); }
void EngineController::pause() { engine_->post(EngineCommand::pause()); }
void EngineController::resume() { engine_->post(EngineCommand::resume()); }
void EngineController::stop() { engine_->post(EngineCommand::stop()); }

void EngineController::handle(const EngineEvent& e) {
    if (e.threshold != threshold_ && e.kind != EngineEvent::Kind::Error) {
        threshold_ = e.threshold;
        Q_EMIT thresholdChanged(threshold_);
    }
    const bool hasStats = e.kind != EngineEvent::Kind::Log && e.kind != EngineEvent::Kind::Error;
    switch (e.kind) {
    case EngineEvent::Kind::Started: Q_EMIT candidatesReset(e.candidates); break;
    case EngineEvent::Kind::CandidatesChanged: Q_EMIT candidatesChanged(e.candidates); break;
    case EngineEvent::Kind::Log: Q_EMIT logLine(QString::fromStdString(e.text), e.t); break;
    case EngineEvent::Kind::Paused:
        paused_ = true;
        Q_EMIT pausedChanged(true);
        break;
    case EngineEvent::Kind::Resumed:
        paused_ = false;
        Q_EMIT pausedChanged(false);
        break;
    case EngineEvent::Kind::Finished:
        finished_ = true;
        Q_EMIT finished(QString::fromStdString(e.text));
        break;
    case EngineEvent::Kind::Error:
        finished_ = true;
        Q_EMIT errorOccurred(QString::fromStdString(e.text));
        break;
    }
    if (hasStats) {
        stats_ = e.stats;
        Q_EMIT statsChanged(stats_);
    }
}

} // namespace augur::ui
