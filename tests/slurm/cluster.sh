#!/usr/bin/env bash
# One-node Slurm cluster (munged + slurmctld + slurmd) on this machine, for
# the Slurm tests. Everything it creates lives under STATE_DIR: nothing in /etc
# is read or written, and systemd is not needed. Must run as root.
#
# Usage:
#   tests/slurm/cluster.sh start STATE_DIR
#       Start munged, slurmctld and slurmd, wait until the node is idle and
#       print `export SLURM_CONF=STATE_DIR/slurm.conf` on stdout, e.g.
#       eval "$(tests/slurm/cluster.sh start /tmp/slurm-test)"
#       Partitions: `augur` (default, no time limit) and `tiny` (1 minute).
#   tests/slurm/cluster.sh stop STATE_DIR
#       Stop everything started from STATE_DIR, job steps included.
#       Safe to run when nothing is running.
#   tests/slurm/cluster.sh stop-controller STATE_DIR
#   tests/slurm/cluster.sh start-controller STATE_DIR
#       Stop or (re)start slurmctld only, to test a controller that goes away
#       and comes back while job steps keep running.
#   tests/slurm/cluster.sh status STATE_DIR
#       sinfo and squeue of the cluster.
#
# With AUGUR_SLURM_GPUS=N (a machine with N NVIDIA GPUs, /dev/nvidia0..N-1) the node
# offers them as GRES gpu:N (no cgroup device confinement: Slurm sets
# CUDA_VISIBLE_DEVICES per step), so jobs can ask for --gres=gpu:K.
#
# Different STATE_DIRs may be used one after another (each start picks free
# ports). A start first stops whatever a crashed run of the same STATE_DIR
# left behind. srun clients still attached to steps are the caller's to end.
set -euo pipefail

die() {
    echo "cluster.sh: $*" >&2
    exit 1
}

[ $# -eq 2 ] || die "usage: $0 start|stop|start-controller|stop-controller|status STATE_DIR"
cmd=$1
mkdir -p "$2"
dir=$(cd "$2" && pwd)
conf=$dir/slurm.conf
socket=$dir/munge/munge.socket
host=$(hostname -s)
export SLURM_CONF=$conf
# Marks the daemons' environment, which slurmstepd inherits, so that job steps
# left behind by a stopped or crashed slurmd can be found and killed.
marker="AUGUR_SLURM_CLUSTER=$dir"

# Daemons are reparented to pid 1, which may be slow to reap them: a zombie
# counts as gone.
alive() {
    local pid
    for pid; do
        kill -0 "$pid" 2>/dev/null || continue
        [ "$(sed -E 's/.*\) (.).*/\1/' "/proc/$pid/stat" 2>/dev/null)" = Z ] || return 0
    done
    return 1
}

# Pid of a daemon of this STATE_DIR that is still alive; the name check guards
# against a recycled pid.
live_pid() {
    local file=$dir/$1.pid pid
    [ -s "$file" ] || return 1
    pid=$(<"$file")
    [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$1" ] && alive "$pid" || return 1
    echo "$pid"
}

wait_gone() {
    local i
    for ((i = 0; i < 50; i++)); do
        alive "$@" || return 0
        sleep 0.2
    done
    return 1
}

stop_daemon() {
    local pid
    if pid=$(live_pid "$1"); then
        kill -TERM "$pid" 2>/dev/null || true
        wait_gone "$pid" || kill -KILL "$pid" 2>/dev/null || true
        wait_gone "$pid" || die "$1 (pid $pid) does not die"
    fi
    rm -f "$dir/$1.pid"
}

descendants() {
    local child
    for child in $(pgrep -P "$1" || true); do
        descendants "$child"
        echo "$child"
    done
}

# slurmstepd outlives slurmd by design, so steps and their tasks need their
# own kill.
kill_steps() {
    local pid pids=() tree
    for pid in $(pgrep -x slurmstepd || true); do
        if { tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null | grep -qxF "$marker"; then
            mapfile -t tree < <(descendants "$pid")
            pids+=("$pid" "${tree[@]}")
        fi
    done
    [ ${#pids[@]} -eq 0 ] && return 0
    kill -KILL "${pids[@]}" 2>/dev/null || true
    wait_gone "${pids[@]}" || die "job steps (pids ${pids[*]}) do not die"
}

stop_all() {
    stop_daemon slurmctld
    stop_daemon slurmd
    kill_steps
    stop_daemon munged
}

port_free() {
    if command -v ss >/dev/null; then
        [ -z "$(ss -Htan "sport = :$1")" ]
    else
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 1; fi
    fi
}

free_port() {
    local port
    while :; do
        port=$((20000 + RANDOM % 40000))
        [ "$port" != "${1:-}" ] && port_free "$port" && break
    done
    echo "$port"
}

fail() {
    local log
    echo "cluster.sh: $*" >&2
    for log in "$dir"/log/*.log; do
        [ -f "$log" ] || continue
        echo "--- tail of $log" >&2
        tail -n 20 "$log" >&2
    done
    # A half-started cluster is of no use to anyone.
    [ -z "${starting:-}" ] || stop_all
    exit 1
}

# Polls a command for up to 30 s.
wait_for() {
    local i
    for ((i = 0; i < 60; i++)); do
        "$@" >/dev/null 2>&1 && return 0
        sleep 0.5
    done
    return 1
}

node_idle() {
    [ "$(sinfo -h -n "$host" -o %T)" = idle ]
}

controller_up() {
    scontrol ping | grep -q 'is UP'
}

# A restarted slurmctld refuses new job steps ("Requested nodes are busy", and
# srun then retries only every minute) until slurmd has registered again.
node_registered() {
    scontrol show node "$host" | grep -q 'SlurmdStartTime=[0-9]'
}

munge_works() {
    munge -n -S "$socket" | unmunge -S "$socket"
}

# Extra arguments go to slurmctld.
start_controller() {
    env "$marker" slurmctld -f "$conf" "$@" || fail "slurmctld failed to start"
    wait_for controller_up || fail "slurmctld did not answer within 30 s"
}

write_conf() {
    local ctld_port slurmd_port cpus
    ctld_port=$(free_port)
    slurmd_port=$(free_port "$ctld_port")
    cpus=$(nproc)
    local gres="" gpus=${AUGUR_SLURM_GPUS:-0}
    if [ "$gpus" -gt 0 ]; then
        gres="Gres=gpu:$gpus"
        local files=/dev/nvidia0
        [ "$gpus" -gt 1 ] && files="/dev/nvidia[0-$((gpus - 1))]"
        echo "Name=gpu File=$files" >"$dir/gres.conf"
    fi
    cat >"$conf" <<EOF
ClusterName=augurtest
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
PlugStackConfig=$dir/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
# One CPU per core whatever the hardware says, so that CR_Core lets several
# 1-CPU jobs share the node.
SlurmdParameters=config_overrides
# 1, not 2: a node a test sets DOWN stays down until it resumes it, while a
# node that was down only for not answering still comes back by itself.
ReturnToService=1
KillWait=2
OverTimeLimit=0
MinJobAge=600
SlurmctldTimeout=10
SlurmdTimeout=30
InactiveLimit=0
# Bounds how long a client waits for a controller that is down (about
# MessageTimeout - 1 s for squeue, sbatch, srun).
MessageTimeout=5
GresTypes=gpu
NodeName=$host CPUs=$cpus Sockets=1 CoresPerSocket=$cpus ThreadsPerCore=1 RealMemory=1000 $gres State=UNKNOWN
PartitionName=augur Nodes=$host Default=YES MaxTime=INFINITE State=UP
PartitionName=tiny Nodes=$host MaxTime=1 State=UP
EOF
    : >"$dir/plugstack.conf"
    # slurmd sets up cgroups even with proctrack/linuxproc; on a cgroup v2 host without
    # systemd's D-Bus (a container) it must create its own directory instead of a scope.
    printf 'IgnoreSystemd=yes\nIgnoreSystemdOnFailure=yes\n' >"$dir/cgroup.conf"
}

start_all() {
    [ "$(id -u)" = 0 ] || die "must run as root"
    # The socket path must fit in sockaddr_un.
    [ ${#socket} -lt 100 ] || die "STATE_DIR path too long for a unix socket: $dir"
    stop_all
    starting=1
    rm -rf "$dir/state" "$dir/spool" "$dir/log" "$dir/munge"
    mkdir -p "$dir/state" "$dir/spool" "$dir/log" "$dir/munge"
    chmod 700 "$dir/munge"

    rm -f "$dir/munge.key"
    dd if=/dev/urandom of="$dir/munge.key" bs=1024 count=1 status=none
    chmod 400 "$dir/munge.key"
    # --force: munged otherwise refuses directories whose permissions it finds
    # unsafe (e.g. a socket directory not executable by all).
    munged --force --key-file="$dir/munge.key" --socket="$socket" \
        --pid-file="$dir/munged.pid" --log-file="$dir/log/munged.log" \
        --seed-file="$dir/munge/munged.seed" || fail "munged failed to start"
    wait_for munge_works || fail "munged does not answer on $socket"

    write_conf
    # On a cgroup v2 host without systemd slurmd puts its steps under system.slice, which
    # only systemd would have made.
    if [ -f /sys/fs/cgroup/cgroup.controllers ] && [ ! -d /sys/fs/cgroup/system.slice ]; then
        mkdir -p /sys/fs/cgroup/system.slice 2>/dev/null || true
    fi
    # -c: a fresh cluster, whatever state an earlier run left.
    start_controller -c
    env "$marker" slurmd -f "$conf" || fail "slurmd failed to start"
    wait_for node_idle || fail "node $host is not idle after 30 s"
    echo "export SLURM_CONF=$conf"
}

case $cmd in
start) start_all ;;
stop) stop_all ;;
stop-controller) stop_daemon slurmctld ;;
start-controller)
    [ -f "$conf" ] || die "no cluster in $dir: run start first"
    live_pid slurmctld >/dev/null || start_controller
    wait_for controller_up || fail "slurmctld did not answer within 30 s"
    wait_for node_registered || fail "slurmd did not register with slurmctld within 30 s"
    ;;
status)
    sinfo
    squeue
    ;;
*) die "unknown command: $cmd" ;;
esac
