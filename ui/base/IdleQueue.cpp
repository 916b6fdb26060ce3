#include "ui/base/IdleQueue.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

namespace augur::ui {

IdleQueue::IdleQueue(QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    timer_->setInterval(0);
    connect(timer_, &QTimer::timeout, this, &IdleQueue::runOne);
}

IdleQueue* IdleQueue::instance() {
    static QPointer<IdleQueue> self;
    if (!self) self = new IdleQueue(QCoreApplication::instance());
    return self;
}

void IdleQueue::post(QObject* owner, int key, std::function<void()> job) {
    const bool queued = std::any_of(jobs_.begin(), jobs_.end(),
                                    [&](const Job& j) { return j.ownerAddress == owner && j.key == key && j.owner; });
    if (queued) return;
    jobs_.push_back(Job{owner, owner, key, std::move(job)});
    if (!timer_->isActive()) timer_->start();
}

void IdleQueue::runOne() {
    while (!jobs_.empty()) {
        Job job = std::move(jobs_.front());
        jobs_.pop_front();
        if (!job.owner) continue; // its owner is gone
        job.run();
        break;
    }
    if (!jobs_.empty()) timer_->start(); // the next one after the events waiting now
}

} // namespace augur::ui
