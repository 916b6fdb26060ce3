#include "ui/base/PaintPacer.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace augur::ui {

namespace {
/// A pass longer than this already took its share of the frame: no release in the next.
constexpr qint64 kLongPassNs = 8'000'000;
} // namespace

PaintPacer::PaintPacer(QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    timer_->setInterval(0);
    connect(timer_, &QTimer::timeout, this, &PaintPacer::releaseOne);
}

PaintPacer* PaintPacer::instance() {
    static QPointer<PaintPacer> self;
    if (!self) self = new PaintPacer(QCoreApplication::instance());
    return self;
}

void PaintPacer::pace(QWidget* window) {
    if (window) window->installEventFilter(this);
}

bool PaintPacer::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::UpdateRequest) return false;
    auto* w = static_cast<QWidget*>(watched);
    if (!w->isWindow()) return false; // docked: part of the main window's frame
    if (released_ == w) {
        released_ = nullptr;
        return false;
    }
    const bool held = std::any_of(waiting_.begin(), waiting_.end(), [w](const QPointer<QWidget>& p) { return p == w; });
    if (!held) waiting_.push_back(w);
    if (!timer_->isActive()) {
        lastPass_.invalidate();
        timer_->start();
    }
    return true; // the repaint manager keeps the dirty region until the release
}

void PaintPacer::releaseOne() {
    const bool longPass = lastPass_.isValid() && lastPass_.nsecsElapsed() > kLongPassNs;
    lastPass_.start();
    while (!longPass && !waiting_.empty()) {
        QPointer<QWidget> w = waiting_.front();
        waiting_.pop_front();
        if (!w) continue; // closed meanwhile
        released_ = w;
        QCoreApplication::postEvent(w, new QEvent(QEvent::UpdateRequest), Qt::LowEventPriority);
        break;
    }
    if (!waiting_.empty()) timer_->start();
}

} // namespace augur::ui
