#pragma once
#include <QObject>
#include <QPointer>

#include <deque>
#include <functional>

class QTimer;

namespace augur::ui {

/// Runs the GUI's heavy refreshes (tree layout, panel recomputations) one per event-loop
/// pass, so that refreshes falling due together do not add up into one long block: input
/// and painting get their turn between them. A job posted again while it waits runs once.
class IdleQueue : public QObject {
    Q_OBJECT
public:
    /// The application's queue (created on first use, parented to qApp).
    static IdleQueue* instance();

    /// Queues `job` for `owner` (dropped if the owner is destroyed first); a job already
    /// queued for the same owner and key is not queued twice.
    void post(QObject* owner, int key, std::function<void()> job);
    /// Jobs waiting.
    int pending() const { return int(jobs_.size()); }

private:
    explicit IdleQueue(QObject* parent);
    void runOne();

    struct Job {
        QPointer<QObject> owner;
        const QObject* ownerAddress;
        int key;
        std::function<void()> run;
    };
    std::deque<Job> jobs_;
    QTimer* timer_;
};

} // namespace augur::ui
