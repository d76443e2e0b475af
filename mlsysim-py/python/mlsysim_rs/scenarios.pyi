# Generated from the catalog by `cargo run -p mlsysim-py --example stubs`; do not edit.
"""Every scenario of the catalog as a class, and every preset as a ready-made instance."""

from typing import Iterator, Mapping, Sequence

from ._base import Entry, Scenario
from ._native import Quantity
from ._types import HardwareInput, ModelInput, QuantityInput, RatioInput

__all__ = ["AllReduceSchedule", "AllToAllDispatch", "CompressionPayback", "CompressionRun", "ErrorFeedback", "HierarchicalAllReduce", "MessageFusion", "OverlapBudget", "ResidualShare", "RingTrace", "ActivationMemory", "AlignmentMemory", "DataParallelScaleOut", "ParallelLayout", "PipelineSchedule", "RingAttention", "SyncStrategy", "TensorParallelLayer", "ZeroSharding", "ClusterExpansion", "ExpertWeightTraffic", "AlphaBeta", "BandwidthDelay", "ComponentExposure", "FatTree", "HopPath", "Incast", "LinkBuildout", "NicSharing", "Oversubscription", "SilentSlowdown", "SlowdownDiagnosis", "Torus", "AcceleratorComparison", "DataParallelIntensity", "GradientSync", "PublishedRun", "ScalingOverhead", "SustainedThroughput", "TensorParallel", "TrainingRun", "TrainingState", "Transfer", "AcceleratedFraction", "AcceleratorGenerations", "ElementwiseOp", "ParameterBandwidthGrowth", "PeakRatioRange", "SystolicReuseEnergy", "MatmulTile", "MemoryRoundTrip", "ContextGrowth", "ContextMemoryCrossing", "EmbeddingGather", "EmbeddingTable", "KvFootprint", "MaterializedScores", "PackedQkvProjection", "TransformerBlock", "ConvLayer", "DenseLayer", "ElementwiseIntensity", "FrameRateHeadroom", "KernelShare", "LayerStack", "RecurrentStep", "OperationEnergyComparison", "QuantizationGrid", "QuantizedDeploymentProfile", "ClusterTrainingTime", "InputSpace", "IronLaw", "AcceleratorInputFeed", "BinShareShift", "CodecEpoch", "ColumnProjection", "CompilationPayback", "CorpusTier", "FeatureLookup", "FleetMfu", "Goodput", "KsDrift", "RuntimeGoodput", "SchedulingSnapshot", "TraceVolume", "ActiveLearningBudget", "AgreementDrift", "AlwaysOnDetectorTargets", "AnnotatorAgreement", "BatchVersusStreamingIngest", "DataBudget", "DesignTradeoff", "FalseAlarmBudget", "LabelGranularity", "LabelingVersusTraining", "LaborEffort", "ZeroEventExposure", "ActiveLearningRounds", "AllocationGrowth", "BudgetMatchedLabeling", "CarbonPricedPlacement", "CoresetRun", "CorpusRepetition", "CoverageFloor", "CurriculumSchedule", "DataCostBreakdown", "DataEchoing", "DataScalingReturn", "DuplicateRemoval", "InformationComputeRatio", "MinHashBanding", "PretrainingAmortization", "RunAmortization", "SelectionBudget", "SemiSupervisedCost", "CheckpointStorm", "CompressedRead", "DataStall", "HostIoCpu", "InputDemand", "ObjectStorageBill", "PrefetchDepth", "ShardPackaging", "StorageFootprint", "StreamVsStage", "SyntheticFootprint", "TieredCache", "TieredCheckpoint", "UtilizationLoss", "Availability", "CheckpointInterval", "FailureInterval", "FailureIntervalSweep", "HealthProbe", "HotSpare", "Outage", "RecoveryBudget", "SdcExposure", "SeriesFailure", "StragglerCost", "DiurnalLending", "DominantShare", "ElasticResize", "IdleCapacityCost", "NodePacking", "PreemptionTax", "QueueWait", "QuotaLending", "SelfContainedReplica", "ServingConsolidation", "SpotEffectiveCost", "SpotRun", "UtilizationGain", "AdversarialTrainingPasses", "CertifiedRadius", "DataParallelAttackSurface", "DpSgdRun", "EncryptedInferenceLatency", "FloatBitFlip", "GaussianDrift", "LaplaceMeanRelease", "MeanShiftTest", "MembershipAudit", "OutputShaping", "ProtectedMemoryFit", "QueryExtractionBudget", "ThroughputCost", "CheckpointTrace", "GroupCommit", "RetentionCost", "SnapshotVolume", "BulkheadAdmission", "IrreversibleLoss", "RepairBreakEven", "RetryAmplification", "RetryJitter", "UndetectedLoop", "FeatureHistory", "LifecycleTco", "OperationalLoad", "OptimizationPayback", "OwnVsRent", "PlatformBenefit", "TrainingCampaignCost", "CanarySchedule", "ClickLoss", "MonitorFleetAlert", "RevenueRegression", "RolloutExposure", "TwoProportionTest", "AccuracyDecay", "AutomationBreakeven", "DualBankUpdate", "ReleaseFootprint", "SkewCost", "DetectionDelayLoss", "DriftConfirmation", "RetrainingInterval", "SegmentAccuracy", "OperationalCarbon", "Decode", "Serving", "ChunkedPrefill", "ColdStart", "DecodeBudget", "FixedBatchSchedule", "KvAdmission", "KvAttentionDesign", "KvForkCopy", "NoisyNeighbor", "PagedAllocation", "PrecisionDividend", "PrefixRebuild", "PrefixSharing", "ReasoningLatency", "RequestZones", "SpeculativeRound", "TailEventRate", "TensorParallelSpeedup", "WeightedRouting", "BatchCapChoice", "BatchDispatch", "BatchEnergyPerImage", "BatchServingCost", "BatchWindow", "MM1CapacityPlan", "MM1ServiceSpeedup", "PrecomputeVersusOnDemand", "ReplicaStartup", "ServingInstanceCost", "TrafficSurge", "KvDecodeBatch", "SingleAcceleratorLlmService", "TokenEnergy", "BatchingKnee", "LittlesLaw", "ServingCost", "ServingTax", "Cooling", "PowerTransient", "AccuracyFrontier", "BiasFeedback", "EqualOpportunityPrice", "ExplorationExposure", "SubgroupEvaluationBudget", "AutomationBias", "ConstraintAccuracyCost", "DpTrainingPlan", "ExplanationLog", "GroupConfusion", "InlineOverhead", "PreferenceLabelBudget", "ProportionGapTest", "SampledDecisionMonitor", "ShardedUnlearning", "ExplanationLoad", "PerExampleGradient", "ReviewStaffing", "ServiceLifecycleCost", "CascadeEnergy", "DataMovementEnergy", "DemandRebound", "DevelopmentSweep", "DutyCycledPower", "EmbodiedPayback", "FacilityPower", "GridPlacement", "PueRetrofit", "RepeatedWorkEnergy", "RunFootprint", "ServiceLifeExtension", "ServingCrossover", "WaterUse", "Scenarios", "presets"]

class AllReduceSchedule(Scenario):
    """One buffer AllReduced by a ring, a simple tree and a parameter server at several group sizes, the buffer at which ring and tree cost the same, and what removing part of the ring's time saves over a run.

    A ring takes 2(n − 1) rounds, each one startup and one chunk of M/n bytes, so each rank
    sends 2(n − 1)/n times the buffer. The simple tree reduces up and broadcasts down in
    2⌈log₂ n⌉ rounds, each forwarding the whole buffer. One parameter server receives and sends
    n buffers through one port. Ring and tree cost the same at the crossover, estimated as
    n·alpha·beta / log₂ n and found exactly where the two models meet.
    """
    def __init__(self, *, message: QuantityInput, group_sizes: Sequence[int] | str, alpha: QuantityInput, bandwidth: QuantityInput, run_steps: int = ..., time_saved_fraction: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AllReduceSchedule: ...
    @property
    def message(self) -> Quantity:
        """Input: Bytes of the buffer reduced. Given in MB."""
    @property
    def group_sizes(self) -> list[int]:
        """Input: Ranks in each group compared."""
    @property
    def alpha(self) -> Quantity:
        """Input: Startup of one round. Given in µs."""
    @property
    def bandwidth(self) -> Quantity:
        """Input: Bandwidth of each link, one direction. Given in GB/s."""
    @property
    def run_steps(self) -> int:
        """Input: Steps of the run the what-if covers."""
    @property
    def time_saved_fraction(self) -> float:
        """Input: Share of the ring's time the what-if removes on every step."""
    @property
    def link_crossover(self) -> Quantity:
        """Bytes the link carries during one startup, alpha × beta: a ring chunk below it is
        startup-bound, one above it bandwidth-bound. In B.

        = alpha_beta_crossover(alpha, bandwidth)
        """
    def chunk(self, n: int) -> Quantity:
        """Bytes of one ring chunk at `n` ranks. In MB.

        = message / n
        """
    def ring_factor(self, n: int) -> float:
        """Times the buffer each rank sends in the ring.

        = ring_allreduce_data_factor(n)
        """
    def ring_rounds(self, n: int) -> int:
        """Rounds of the ring.

        = ring_allreduce_latency_steps(n)
        """
    def tree_rounds(self, n: int) -> int:
        """Rounds of the tree.

        = tree_allreduce_rounds(n)
        """
    def ring_byte_time(self, n: int) -> Quantity:
        """The ring's bytes alone. In s.

        = ring_allreduce_time(message, n, bandwidth, seconds(0.0))
        """
    def ring_startup_time(self, n: int) -> Quantity:
        """The ring's startups alone. In µs.

        = ring_rounds(n) * alpha
        """
    def ring_time(self, n: int) -> Quantity:
        """Time of the ring. In s.

        = ring_allreduce_time(message, n, bandwidth, alpha)
        """
    def tree_byte_time(self, n: int) -> Quantity:
        """The tree's bytes alone. In s.

        = tree_allreduce_time(message, n, bandwidth, seconds(0.0))
        """
    def tree_startup_time(self, n: int) -> Quantity:
        """The tree's startups alone. In µs.

        = tree_rounds(n) * alpha
        """
    def tree_time(self, n: int) -> Quantity:
        """Time of the tree. In s.

        = tree_allreduce_time(message, n, bandwidth, alpha)
        """
    def star_byte_time(self, n: int) -> Quantity:
        """Bytes through one parameter server's port: n buffers. In s.

        = n * message / bandwidth
        """
    def star_ring_limit(self, n: int) -> float:
        """How many times the ring's bytes the star's take for many ranks: n/2.

        = n / 2
        """
    def crossover_estimate(self, n: int) -> Quantity:
        """Buffer at which ring and tree cost about the same, the large-n estimate. In B.

        = ring_tree_crossover_size(n, alpha, bandwidth)
        """
    def crossover_exact(self, n: int) -> Quantity:
        """Buffer at which ring and tree cost exactly the same. In B.

        = ring_tree_crossover_exact(n, alpha, bandwidth)
        """
    def saved_time(self, n: int) -> Quantity:
        """Ring time the what-if removes from each step at `n` ranks. In s.

        = ring_time(n) * time_saved_fraction
        """
    def saved_device_hours(self, n: int) -> float:
        """Device-hours the what-if saves over the run at `n` ranks.

        = saved_time(n) * run_steps * n / hours(1.0)
        """

class AllToAllDispatch(Scenario):
    """One mixture-of-experts dispatch all-to-all under uniform routing, and one hot receiver.

    Each device holds tokens ÷ n tokens and sends an equal share to every device, keeping its
    own; a token is `hidden_dim` values. The concurrent peer streams share one injection port, so
    dispatch takes at least alpha + sent ÷ beta. On the receiving side the bound is the port: a
    device whose experts draw `receive_skew` times the uniform remote load takes that many times
    longer, and every device waiting on its outputs waits with it.
    """
    def __init__(self, *, total_tokens: int, n_devices: int, n_experts: int, hidden_dim: int, bytes_per_element: QuantityInput, alpha: QuantityInput, bandwidth: QuantityInput, receive_skew: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AllToAllDispatch: ...
    @property
    def total_tokens(self) -> int:
        """Input: Tokens dispatched in all."""
    @property
    def n_devices(self) -> int:
        """Input: Devices holding the experts."""
    @property
    def n_experts(self) -> int:
        """Input: Experts in all."""
    @property
    def hidden_dim(self) -> int:
        """Input: Values per token."""
    @property
    def bytes_per_element(self) -> Quantity:
        """Input: Bytes of one value. Given in B."""
    @property
    def alpha(self) -> Quantity:
        """Input: Startup of the dispatch. Given in µs."""
    @property
    def bandwidth(self) -> Quantity:
        """Input: Bandwidth of one device's port. Given in Gbit/s."""
    @property
    def receive_skew(self) -> float:
        """Input: Remote tokens at the hottest receiver over the uniform load."""
    @property
    def tokens_per_device(self) -> int:
        """Tokens each device holds.

        = floor_div(total_tokens, n_devices)
        """
    @property
    def experts_per_device(self) -> int:
        """Experts on each device.

        = floor_div(n_experts, n_devices)
        """
    @property
    def tokens_per_expert(self) -> int:
        """Tokens each expert receives.

        = floor_div(total_tokens, n_experts)
        """
    @property
    def tokens_per_pair(self) -> int:
        """Tokens a device sends to each device.

        = floor_div(tokens_per_device, n_devices)
        """
    @property
    def remote_peers(self) -> int:
        """Devices a device sends to.

        = n_devices - 1
        """
    @property
    def bytes_per_token(self) -> Quantity:
        """Bytes of one token. In B.

        = hidden_dim * bytes_per_element
        """
    @property
    def pair_bytes(self) -> Quantity:
        """Bytes a device sends to each device. In B.

        = tokens_per_pair * bytes_per_token
        """
    @property
    def sent_bytes(self) -> Quantity:
        """Bytes a device sends. In B.

        = remote_peers * pair_bytes
        """
    @property
    def injection_bound(self) -> Quantity:
        """Least time of the dispatch through one injection port. In µs.

        = alpha + sent_bytes / bandwidth
        """
    @property
    def uniform_remote_tokens(self) -> int:
        """Remote tokens a device receives under uniform routing.

        = remote_peers * tokens_per_pair
        """
    @property
    def hot_remote_tokens(self) -> int:
        """Remote tokens the hottest device receives.

        = round_half_even(receive_skew * uniform_remote_tokens)
        """
    @property
    def uniform_receive_bytes(self) -> Quantity:
        """Bytes a device receives under uniform routing. In B.

        = uniform_remote_tokens * bytes_per_token
        """
    @property
    def hot_receive_bytes(self) -> Quantity:
        """Bytes the hottest device receives. In B.

        = hot_remote_tokens * bytes_per_token
        """
    @property
    def uniform_receive_bound(self) -> Quantity:
        """Least receive time under uniform routing. In µs.

        = uniform_receive_bytes / bandwidth
        """
    @property
    def hot_receive_bound(self) -> Quantity:
        """Least receive time at the hottest device, which every device waits for. In µs.

        = hot_receive_bytes / bandwidth
        """

class CompressionPayback(Scenario):
    """One synchronization compressed by an effective ratio at a codec cost: when compression pays.

    Compression pays when the codec costs less than the transfer it removes, codec < T (1 −
    1/r); on a fast link the same reduction does not.
    """
    def __init__(self, *, communication_time: QuantityInput, compression_ratio: RatioInput, codec_time: QuantityInput, fast_communication_time: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> CompressionPayback: ...
    @property
    def communication_time(self) -> Quantity:
        """Input: Time of the synchronization uncompressed. Given in ms."""
    @property
    def compression_ratio(self) -> float:
        """Input: Effective compression ratio."""
    @property
    def codec_time(self) -> Quantity:
        """Input: Time to encode and decode. Given in ms."""
    @property
    def fast_communication_time(self) -> Quantity:
        """Input: Time of the same synchronization on a fast link. Given in ms."""
    @property
    def compressed_time(self) -> Quantity:
        """Time of the compressed transfer. In ms.

        = communication_time / compression_ratio
        """
    @property
    def total_time(self) -> Quantity:
        """Time of the compressed transfer and its codec. In ms.

        = compressed_time + codec_time
        """
    @property
    def speedup(self) -> float:
        """How many times faster the compressed synchronization is.

        = communication_time / total_time
        """
    @property
    def saved_time(self) -> Quantity:
        """Transfer time compression removes. In ms.

        = communication_time - compressed_time
        """
    def pays(self, time: QuantityInput) -> bool:
        """Whether compression pays for a synchronization of `time` (the reference's argument
        `communication_time`, renamed beside the input).

        = codec_time < time * (1.0 - 1.0 / compression_ratio)
        """

class CompressionRun(Scenario):
    """A run to a quality target with and without gradient compression, on several networks.

    Each step is compute plus exposed communication. Compression divides only the communication
    by its ratio, and needs 1 + `step_penalty` times the steps to reach the same quality, so it
    pays only where communication is a large share of the step.
    """
    def __init__(self, *, steps: int, compute_time: QuantityInput, communication_times: Mapping[str, QuantityInput] | str, compression_ratio: RatioInput, step_penalty: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> CompressionRun: ...
    @property
    def steps(self) -> int:
        """Input: Steps to the target without compression."""
    @property
    def compute_time(self) -> Quantity:
        """Input: Compute of one step. Given in ms."""
    @property
    def communication_times(self) -> dict[str, Quantity]:
        """Input: Communication of one step on each network. Given in ms."""
    @property
    def compression_ratio(self) -> float:
        """Input: How many times smaller compression makes the communication."""
    @property
    def step_penalty(self) -> float:
        """Input: Extra steps compression's noise costs, as a share."""
    @property
    def steps_compressed(self) -> int:
        """Steps to the target with compression.

        = round_half_even(steps * (1.0 + step_penalty))
        """
    @property
    def step_times(self) -> dict[str, Quantity]:
        """Time of one step on each network. In ms.

        = compute_time + comm, for each network
        """
    @property
    def compressed_step_times(self) -> dict[str, Quantity]:
        """Time of one compressed step on each network. In ms.

        = compute_time + comm ÷ compression_ratio, for each network
        """
    @property
    def totals(self) -> dict[str, Quantity]:
        """Time to the target on each network. In s.

        = steps × step time, for each network
        """
    @property
    def compressed_totals(self) -> dict[str, Quantity]:
        """Time to the target with compression on each network. In s.

        = steps_compressed × compressed step time, for each network
        """
    @property
    def changes(self) -> dict[str, float]:
        """Change of the time to target with compression, on each network (negative is faster).

        = compressed total ÷ total − 1, for each network
        """

class ErrorFeedback(Scenario):
    """A compressor that sends each value rounded to a whole unit, applied to a sequence of gradients with and without error feedback.

    Without a residual every value below half a unit is lost. With error feedback the worker
    adds the carried residual e_t to the gradient, sends the rounded v_t and keeps e_{t+1} = g_t
    + e_t − v_t: what has been sent plus the last residual equals the true sum at every step.
    """
    def __init__(self, *, gradients: Sequence[RatioInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> ErrorFeedback: ...
    @property
    def gradients(self) -> list[float]:
        """Input: The gradient at each step."""
    @property
    def errors(self) -> list[float]:
        """The residual carried into each step, from 0 before the first to the one left after the
        last.

        = e_0 = 0; e_{t+1} = g_t + e_t − nearest_unit(g_t + e_t)
        """
    @property
    def corrected(self) -> list[float]:
        """Each gradient with the carried residual added.

        = g_t + e_t, for each step
        """
    @property
    def sent(self) -> list[int]:
        """Whole units sent at each step.

        = corrected.iter().map(|&c| nearest_unit(c)).collect::<Result<Vec<i64>, _>>()
        """
    @property
    def cumulative_true(self) -> list[float]:
        """The true running sum of the gradients.

        = Σ_{s ≤ t} g_s, for each step
        """
    @property
    def cumulative_sent(self) -> list[int]:
        """The running sum of what was sent.

        = Σ_{s ≤ t} v_s, for each step
        """
    @property
    def total_sent(self) -> int:
        """Units sent in all.

        = total(&sent)
        """
    @property
    def final_error(self) -> float:
        """The residual left after the last step, to four decimals.

        = the last residual, rounded to 4 decimals
        """
    @property
    def true_total(self) -> float:
        """The true sum of the gradients.

        = sum(gradients.iter().copied())
        """
    @property
    def naive_total_sent(self) -> int:
        """Units sent in all without error feedback: each gradient rounded alone.

        = total(&gradients.iter().map(|&g| nearest_unit(g)).collect::<Result<Vec<i64>, _>>())
        """

class HierarchicalAllReduce(Scenario):
    """A buffer AllReduced over nodes of several GPUs in three phases, against one flat ring across every GPU.

    Inside each node a ReduceScatter over the fast link leaves each GPU 1/g of the node's
    partial sum, sending (g − 1)/g of the buffer. GPUs in the same position on every node then
    ring-AllReduce their M/g shard across the nodes, one ring per position, each on its own
    port; an AllGather inside the node rebuilds the sum. The flat ring runs at its slowest edge,
    the inter-node port, and 2M/β is its bound for many GPUs.
    """
    def __init__(self, *, message: QuantityInput, n_nodes: int, gpus_per_node: int, intra_bandwidth: QuantityInput, inter_bandwidth: QuantityInput, inter_alpha: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> HierarchicalAllReduce: ...
    @property
    def message(self) -> Quantity:
        """Input: Bytes of the buffer reduced. Given in GB."""
    @property
    def n_nodes(self) -> int:
        """Input: Nodes."""
    @property
    def gpus_per_node(self) -> int:
        """Input: GPUs in each node."""
    @property
    def intra_bandwidth(self) -> Quantity:
        """Input: Bandwidth inside a node, one direction. Given in GB/s."""
    @property
    def inter_bandwidth(self) -> Quantity:
        """Input: Bandwidth of one GPU's port across nodes. Given in Gbit/s."""
    @property
    def inter_alpha(self) -> Quantity:
        """Input: Startup of one round across nodes. Given in µs."""
    @property
    def n_devices(self) -> int:
        """GPUs in all.

        = n_nodes * gpus_per_node
        """
    @property
    def intra_bytes(self) -> Quantity:
        """Bytes each GPU sends in the ReduceScatter inside its node. In GB.

        = message * ring_collective_data_factor(gpus_per_node)
        """
    @property
    def reduce_scatter_time(self) -> Quantity:
        """Time of the ReduceScatter inside a node. In s.

        = intra_bytes / intra_bandwidth
        """
    @property
    def shard(self) -> Quantity:
        """The shard each GPU reduces across nodes. In GB.

        = message / gpus_per_node
        """
    @property
    def inter_byte_time(self) -> Quantity:
        """Bytes of the ring across nodes alone. In s.

        = ring_allreduce_time(shard, n_nodes, inter_bandwidth, seconds(0.0))
        """
    @property
    def inter_startup_time(self) -> Quantity:
        """Startups of the ring across nodes alone. In s.

        = ring_allreduce_latency_time(n_nodes, inter_alpha)
        """
    @property
    def inter_time(self) -> Quantity:
        """Time of the ring across nodes. In s.

        = inter_byte_time + inter_startup_time
        """
    @property
    def all_gather_time(self) -> Quantity:
        """Time of the AllGather inside a node, as long as the ReduceScatter. In s.

        = reduce_scatter_time
        """
    @property
    def total_time(self) -> Quantity:
        """Time of the three phases. In s.

        = reduce_scatter_time + inter_time + all_gather_time
        """
    @property
    def flat_ring_time(self) -> Quantity:
        """Time of one flat ring across every GPU at the inter-node port. In s.

        = ring_allreduce_time(message, n_devices, inter_bandwidth, inter_alpha)
        """
    @property
    def flat_bound_time(self) -> Quantity:
        """The flat ring's byte bound for many GPUs: twice the buffer at the port. In s.

        = Communication::RingAllreduceFactor.value * message / inter_bandwidth
        """
    @property
    def speedup_vs_flat_ring(self) -> float:
        """How many times faster than the flat ring the hierarchy is.

        = flat_ring_time / total_time
        """
    @property
    def speedup_vs_flat_bound(self) -> float:
        """How many times faster than the flat ring's bound the hierarchy is.

        = flat_bound_time / total_time
        """

class MessageFusion(Scenario):
    """Many small messages sent one by one against one fused message on the same path.

    Each small message lies far below the crossover n* = alpha × beta, so alone it costs its
    startup (its byte time is dropped); fused, the batch pays one startup plus its bytes.
    """
    def __init__(self, *, alpha: QuantityInput, bandwidth: QuantityInput, message: QuantityInput, count: int) -> None: ...
    def with_inputs(self, **changes: object) -> MessageFusion: ...
    @property
    def alpha(self) -> Quantity:
        """Input: Startup of one message. Given in µs."""
    @property
    def bandwidth(self) -> Quantity:
        """Input: Bandwidth of the path. Given in GB/s."""
    @property
    def message(self) -> Quantity:
        """Input: Bytes of one small message. Given in B."""
    @property
    def count(self) -> int:
        """Input: Messages fused into one."""
    @property
    def crossover(self) -> Quantity:
        """Message size at which startup and byte time are equal. In B.

        = alpha_beta_crossover(alpha, bandwidth)
        """
    @property
    def fused_message(self) -> Quantity:
        """Bytes of the fused message. In B.

        = count * message
        """
    @property
    def separate_time(self) -> Quantity:
        """Time of the messages sent one by one: a startup each. In µs.

        = count * alpha
        """
    @property
    def fused_time(self) -> Quantity:
        """Time of the fused message: one startup and its bytes. In µs.

        = alpha + fused_message / bandwidth
        """
    @property
    def speedup(self) -> float:
        """How many times faster the fused message is.

        = separate_time / fused_time
        """
    @property
    def transfer_time(self) -> Quantity:
        """Byte time of one small message. In ns.

        = message ÷ bandwidth
        """
    @property
    def startup_to_transfer(self) -> float:
        """How many times one message's byte time its startup is.

        = alpha / transfer_time
        """

class OverlapBudget(Scenario):
    """Layer-by-layer gradient AllReduce of a model, run after the backward pass or overlapped with it.

    Each of L equal layers yields its gradient, reduced in buckets of a fixed size that each
    take a stated time. In sequence, the step pays the whole backward pass and then every
    reduction. Overlapped, a layer's reduction starts when its backward finishes; when a
    reduction outlasts the next layer's backward the excess accumulates, and the last reduction
    has no compute left to hide under.
    """
    def __init__(self, *, workload: ModelInput, bytes_per_value: QuantityInput, backward_per_layer: QuantityInput, bucket_size: QuantityInput, time_per_bucket: QuantityInput, n_devices: int) -> None: ...
    def with_inputs(self, **changes: object) -> OverlapBudget: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose gradients are reduced."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Bytes of one gradient value. Given in B."""
    @property
    def backward_per_layer(self) -> Quantity:
        """Input: Backward time of one layer, stated. Given in ms."""
    @property
    def bucket_size(self) -> Quantity:
        """Input: Bytes of one bucket. Given in MB."""
    @property
    def time_per_bucket(self) -> Quantity:
        """Input: Time to reduce one bucket, the last partial one included. Given in ms."""
    @property
    def n_devices(self) -> int:
        """Input: Devices the gradients are reduced over."""
    @property
    def layers(self) -> int:
        """Layers of the model.

        = workload.geometry().layers
        """
    @property
    def gradient_per_layer(self) -> Quantity:
        """Gradient bytes of one layer. In MB.

        = weight_bytes(workload, bytes_per_value) / layers
        """
    @property
    def buckets_per_layer(self) -> int:
        """Buckets of one layer's gradient.

        = ceil(gradient_per_layer / bucket_size)
        """
    @property
    def communication_per_layer(self) -> Quantity:
        """Reduction time of one layer. In ms.

        = buckets_per_layer * time_per_bucket
        """
    @property
    def total_backward(self) -> Quantity:
        """Backward time of every layer. In ms.

        = layers * backward_per_layer
        """
    @property
    def sequential_time(self) -> Quantity:
        """The backward pass, then every reduction. In ms.

        = total_backward + layers * communication_per_layer
        """
    @property
    def exposed_per_layer(self) -> Quantity:
        """Reduction time of one layer that the next layer's backward does not hide. In ms.

        = max(seconds(0.0), communication_per_layer - backward_per_layer)
        """
    @property
    def overlapped_time(self) -> Quantity:
        """The backward pass with the reductions overlapped. In ms.

        = total_backward + communication_per_layer + (layers - 1) * exposed_per_layer
        """
    @property
    def savings_fraction(self) -> float:
        """Share of the sequential step the overlap saves.

        = 1.0 - overlapped_time / sequential_time
        """

class ResidualShare(Scenario):
    """A residual that takes a share of the one-device step and does not shrink with more devices: its share of the distributed step.

    Compute divides by the device count and the residual does not, so the residual's share of
    the distributed step, r / ((1 − r)/N + r), is far larger than r: an observed share must not
    be read as the serial fraction.
    """
    def __init__(self, *, residual: RatioInput, devices: int) -> None: ...
    def with_inputs(self, **changes: object) -> ResidualShare: ...
    @property
    def residual(self) -> float:
        """Input: The residual, as a share of the one-device step."""
    @property
    def devices(self) -> int:
        """Input: Devices."""
    @property
    def step_fraction(self) -> float:
        """The distributed step in units of the one-device step.

        = (1.0 - residual) / devices + residual
        """
    @property
    def residual_share(self) -> float:
        """The residual's share of the distributed step.

        = residual / step_fraction
        """
    @property
    def speedup(self) -> float:
        """Speedup over one device.

        = strong_scaling_speedup(devices, residual)
        """

class RingTrace(Scenario):
    """A ring AllReduce traced step by step on one short vector of whole numbers per GPU, each vector split into as many chunks as there are GPUs.

    In ReduceScatter step s, GPU i sends chunk (i − s) mod n to GPU i + 1, which adds it into
    its own copy: after step s the receiver's chunk holds the sum over s + 2 GPUs. After n − 1
    steps GPU i owns the fully reduced chunk (i + 1) mod n. In AllGather step s (from 1), GPU i
    forwards chunk (i − s + 2) mod n, the one it completed or received last, so after n − 1
    more steps every GPU holds every chunk.
    """
    def __init__(self, *, vectors: Sequence[Sequence[int] | str] | str) -> None: ...
    def with_inputs(self, **changes: object) -> RingTrace: ...
    @property
    def vectors(self) -> list[list[int]]:
        """Input: Each GPU's vector."""
    @property
    def n_devices(self) -> int:
        """GPUs in the ring.

        = len(&vectors)
        """
    @property
    def scatter_reduce(self) -> list[list[list[int]]]:
        """After each ReduceScatter step, each GPU's received chunk and its partial sum, as [chunk,
        sum].

        = for each step s < n − 1 and GPU d: c = (d − s − 1) mod n, [c, Σ_{k=0}^{s+1} vectors[(c + k) mod n][c]]
        """
    @property
    def owned(self) -> list[list[int]]:
        """The fully reduced chunk each GPU owns after the ReduceScatter, as [chunk, sum].

        = for each GPU i: c = (i + 1) mod n, [c, totals[c]]
        """
    @property
    def totals(self) -> list[int]:
        """The element-wise sums of every vector.

        = Σ_i vectors[i][j], for each element j
        """
    @property
    def all_gather(self) -> list[list[list[int]]]:
        """After each AllGather step, the chunk each GPU receives and its total, as [chunk, total].

        = for each step 1 ≤ s < n and GPU d: c = (d − s + 1) mod n, [c, totals[c]]
        """
    @property
    def held(self) -> list[list[int]]:
        """The chunks each GPU holds at the end, in order.

        = for each GPU d: the chunks {(d + 1) mod n} ∪ {(d − s + 1) mod n : 1 ≤ s < n}, in order
        """
    @property
    def steps(self) -> int:
        """Steps of the whole AllReduce.

        = 2 * (n_devices - 1)
        """

class ActivationMemory(Scenario):
    """The activations a transformer stores for its backward pass at one microbatch, under each recomputation strategy, with the per-layer tensors a reader can name and what checkpointing in segments keeps.

    Korthikanti et al. count sbh(34 + 5as/h) bytes a layer at 16 bits: 34 bytes per token and
    unit of width grow with the sequence, the 5as/h of attention scores with its square.
    Recomputing the scores (selective) keeps the 34; recomputing everything (full) keeps each
    layer's input. Checkpointing in k segments keeps each segment's input and rebuilds one
    segment at a time.
    """
    def __init__(self, *, workload: ModelInput, micro_batch: int, seq_len: int | None = ..., precision_bytes: RatioInput = ..., normalization_per_layer: QuantityInput | None = ..., ffn_multiple: int = ..., checkpoint_segments: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ActivationMemory: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def micro_batch(self) -> int:
        """Input: Sequences in one microbatch."""
    @property
    def seq_len(self) -> int | None:
        """Input: Tokens per sequence; the model's context length when absent."""
    @property
    def precision_bytes(self) -> float:
        """Input: Bytes of one stored activation (2 for 16-bit)."""
    @property
    def normalization_per_layer(self) -> Quantity | None:
        """Input: Normalization buffers of one layer, stated. Given in MB."""
    @property
    def ffn_multiple(self) -> int:
        """Input: Width of the feed-forward expansion, in model widths."""
    @property
    def checkpoint_segments(self) -> int | None:
        """Input: Equal segments the layers are checkpointed in."""
    @property
    def sequence(self) -> int:
        """Tokens per sequence.

        = match optional(seq_len) { Some(s) => i64::from(s), None => { i64::from(from_registry(workload.geometry().context_length, "context length", workload.path)) } }
        """
    @property
    def per_token_bytes_coefficient(self) -> float:
        """The 34 of sbh(34 + 5as/h), at this precision.

        = KORTHIKANTI_PER_TOKEN_BYTES * precision_bytes / 2.0
        """
    @property
    def score_bytes_coefficient(self) -> float:
        """The 5as/h of sbh(34 + 5as/h): the attention scores, at this precision.

        = KORTHIKANTI_SCORE_BYTES * workload.geometry().heads * sequence / workload.geometry().hidden_dim * precision_bytes / 2.0
        """
    @property
    def score_share(self) -> float:
        """The scores' share of the stored activations.

        = score_bytes_coefficient / (per_token_bytes_coefficient + score_bytes_coefficient)
        """
    @property
    def per_token_activations(self) -> Quantity:
        """Activations that grow in proportion to the sequence: everything but the scores. In GB.

        = activations(ActivationStrategy::Selective)
        """
    @property
    def score_activations(self) -> Quantity:
        """Stored attention scores, which grow with the square of the sequence. In GB.

        = activations(ActivationStrategy::None) - activations(ActivationStrategy::Selective)
        """
    @property
    def per_sequence_activations(self) -> Quantity:
        """Per-token activations of one sequence: the slope against the microbatch. In GB.

        = per_token_activations / micro_batch
        """
    @property
    def segment_layers(self) -> int:
        """Layers in one checkpointed segment.

        = floor_div(workload.geometry().layers, checkpoint_segments)
        """
    @property
    def segment_input(self) -> Quantity:
        """One segment's input, kept for the backward pass: b × s × h values. In MB.

        = micro_batch * sequence * workload.geometry().hidden_dim * precision_bytes * bytes(1.0)
        """
    @property
    def segment_inputs(self) -> Quantity:
        """Every segment's input. In GB.

        = checkpoint_segments * segment_input
        """
    @property
    def live_segment(self) -> Quantity:
        """One segment's per-token activations, rebuilt in the backward pass. In GB.

        = per_token_activations / workload.geometry().layers * segment_layers
        """
    @property
    def checkpointed_activations(self) -> Quantity:
        """Segment inputs plus one live rebuilt segment. In GB.

        = segment_inputs + live_segment
        """
    @property
    def projection_activations_per_layer(self) -> Quantity:
        """Query, key, value and output projections of one layer: four tensors of the model width. In MB.

        = 4 * (micro_batch * sequence * workload.geometry().hidden_dim) * precision_bytes * bytes(1.0)
        """
    @property
    def ffn_activations_per_layer(self) -> Quantity:
        """The feed-forward expansion of one layer, `ffn_multiple` model widths. In MB.

        = micro_batch * sequence * (ffn_multiple * workload.geometry().hidden_dim) * precision_bytes * bytes(1.0)
        """
    @property
    def score_activations_per_layer(self) -> Quantity:
        """Stored scores of one layer. In MB.

        = score_activations / workload.geometry().layers
        """
    @property
    def line_items_per_layer(self) -> Quantity:
        """The named tensors of one layer, normalization included when stated. In MB.

        = projection_activations_per_layer + ffn_activations_per_layer + score_activations_per_layer + optional(normalization_per_layer).unwrap_or(bytes(0.0))
        """
    @property
    def line_items_total(self) -> Quantity:
        """The named tensors of every layer. In GB.

        = line_items_per_layer * workload.geometry().layers
        """
    @property
    def forward_equivalents(self) -> float:
        """A training step in forward passes: 6PD over 2PD.

        = training_flops(workload.parameter_count(), 1.0) / decode_flops(workload.parameter_count(), 1.0)
        """
    @property
    def recompute_overhead(self) -> float:
        """Extra training work of full recomputation: 8PD over 6PD, less one.

        = recomputed_training_flops(workload.parameter_count(), 1.0) / training_flops(workload.parameter_count(), 1.0) - 1.0
        """
    @property
    def recompute_forward_equivalents(self) -> float:
        """The step with full recomputation, in forward passes.

        = forward_equivalents * (1.0 + recompute_overhead)
        """
    def activations(self, strategy: QuantityInput) -> Quantity:
        """Activations of the whole model under `strategy`. In GB.

        = activation_memory(workload.geometry().layers, sequence, micro_batch, workload.geometry().hidden_dim, workload.geometry().heads, precision_bytes, strategy)
        """
    def checkpoint_memory_units(self, checkpoints: int) -> float:
        """Activation memory with `checkpoints` evenly spaced checkpoints, in layers' worth.

        = checkpoint_memory_units(layers, checkpoints)
        """

class AlignmentMemory(Scenario):
    """The model state of PPO-style alignment against DPO, and its split over a model-parallel group.

    PPO trains a policy and a value model (16 bytes a parameter of mixed-precision Adam each) and
    runs a frozen reference copy of the policy and a reward model forward only (16-bit weights).
    DPO keeps only the policy and its reference. During rollouts the policy also holds a KV cache
    for every generated sequence.
    """
    def __init__(self, *, policy: ModelInput, critic: ModelInput, tp_size: int, pp_size: int, dp_size: int = ..., rollout_sequences: int, rollout_tokens: int, device_memory: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AlignmentMemory: ...
    @property
    def policy(self) -> Entry:
        """Input: The policy trained."""
    @property
    def critic(self) -> Entry:
        """Input: The model whose size the reward and value models have."""
    @property
    def tp_size(self) -> int:
        """Input: Devices of the policy's tensor-parallel group."""
    @property
    def pp_size(self) -> int:
        """Input: Pipeline stages of the policy."""
    @property
    def dp_size(self) -> int:
        """Input: Data-parallel replicas of the policy."""
    @property
    def rollout_sequences(self) -> int:
        """Input: Sequences generated in one rollout."""
    @property
    def rollout_tokens(self) -> int:
        """Input: Tokens of each generated sequence."""
    @property
    def device_memory(self) -> Quantity | None:
        """Input: Memory of one device, for the fewest devices that hold PPO's state. Given in GB."""
    @property
    def policy_state(self) -> Quantity:
        """The policy's training state. In GB.

        = memory_from_params(policy.parameter_count(), ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)
        """
    @property
    def reference_weights(self) -> Quantity:
        """The frozen reference's 16-bit weights. In GB.

        = memory_from_params(policy.parameter_count(), precision_width(Precision::Fp16))
        """
    @property
    def reward_weights(self) -> Quantity:
        """The reward model's 16-bit weights. In GB.

        = memory_from_params(critic.parameter_count(), precision_width(Precision::Fp16))
        """
    @property
    def value_state(self) -> Quantity:
        """The value model's training state. In GB.

        = memory_from_params(critic.parameter_count(), ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)
        """
    @property
    def ppo_total(self) -> Quantity:
        """Every model's state under PPO. In GB.

        = policy_state + reference_weights + reward_weights + value_state
        """
    @property
    def dpo_total(self) -> Quantity:
        """The policy and its reference under DPO. In GB.

        = policy_state + reference_weights
        """
    @property
    def dpo_reduction(self) -> float:
        """Share of PPO's state DPO does without.

        = (ppo_total - dpo_total) / ppo_total
        """
    @property
    def model_parallel_devices(self) -> int:
        """Devices of the policy's model-parallel group.

        = tp_size * pp_size
        """
    @property
    def policy_per_device(self) -> Quantity:
        """The policy's state on one device of the group. In GB.

        = policy_state / model_parallel_devices
        """
    @property
    def reference_per_device(self) -> Quantity:
        """The reference's weights on one device of the group. In GB.

        = reference_weights / model_parallel_devices
        """
    @property
    def kv_cache(self) -> Quantity:
        """KV cache of one rollout. In GB.

        = model_kv_cache(policy, rollout_tokens, rollout_sequences, precision_width(Precision::Fp16))
        """
    @property
    def kv_per_device(self) -> Quantity:
        """The rollout's KV cache on one device of the group. In GB.

        = kv_cache / model_parallel_devices
        """
    @property
    def min_devices_for_ppo(self) -> int:
        """Fewest devices whose memory holds PPO's state.

        = ceil(ppo_total / device_memory)
        """

class DataParallelScaleOut(Scenario):
    """A data-parallel job inside one node and across nodes, from its one-device profile: update time, speedup, training time and cost.

    Every update reduces the whole gradient: a ring AllReduce inside each node on the fast link
    and, with more than one node, a ring across every device on the inter-node link. Gradient
    accumulation runs several local steps an update, so one exchange serves more compute and the
    global batch grows. The speedup is the device count times the compute share of an update.
    """
    def __init__(self, *, workload: ModelInput, precision: str = ..., step_time: QuantityInput, training_time: QuantityInput, per_device_batch: int, devices_per_node: int, nodes: int = ..., intra_bandwidth: QuantityInput, inter_bandwidth: QuantityInput | None = ..., accumulation_steps: int = ..., node_hour_rate: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DataParallelScaleOut: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the gradients."""
    @property
    def step_time(self) -> Quantity:
        """Input: One device's local step. Given in s."""
    @property
    def training_time(self) -> Quantity:
        """Input: One device's whole run. Given in h."""
    @property
    def per_device_batch(self) -> int:
        """Input: Sequences in one device's local step."""
    @property
    def devices_per_node(self) -> int:
        """Input: Devices in one node."""
    @property
    def nodes(self) -> int:
        """Input: Nodes."""
    @property
    def intra_bandwidth(self) -> Quantity:
        """Input: Bandwidth inside a node, one direction. Given in GB/s."""
    @property
    def inter_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth between nodes. Given in Gbit/s."""
    @property
    def accumulation_steps(self) -> int:
        """Input: Local steps an update."""
    @property
    def node_hour_rate(self) -> Quantity | None:
        """Input: Price of one node-hour. Given in USD/h."""
    @property
    def n_devices(self) -> int:
        """Devices in all.

        = devices_per_node * nodes
        """
    @property
    def gradient_bytes(self) -> Quantity:
        """Bytes of the gradient. In B.

        = weight_bytes(workload, precision_width(precision))
        """
    @property
    def intra_bytes(self) -> Quantity:
        """Bytes each device sends in the ring inside its node. In B.

        = gradient_bytes * ring_allreduce_data_factor(devices_per_node)
        """
    @property
    def inter_bytes(self) -> Quantity:
        """Bytes each device sends in the ring across nodes; none on one node. In B.

        = if nodes > 1 { gradient_bytes * ring_allreduce_data_factor(n_devices) } else { bytes(0.0) }
        """
    @property
    def intra_time(self) -> Quantity:
        """Time of the ring inside a node. In ms.

        = ring_allreduce_time(gradient_bytes, devices_per_node, intra_bandwidth, seconds(0.0))
        """
    @property
    def inter_time(self) -> Quantity:
        """Time of the ring across nodes; none on one node. In ms.

        = match optional(inter_bandwidth) { Some(inter) if nodes > 1 => { ring_allreduce_time(gradient_bytes, n_devices, inter, seconds(0.0)) } _ => seconds(0.0), }
        """
    @property
    def communication_time(self) -> Quantity:
        """Communication of one update. In ms.

        = intra_time + inter_time
        """
    @property
    def compute_time(self) -> Quantity:
        """Compute of one update: every accumulated local step. In ms.

        = accumulation_steps * step_time
        """
    @property
    def update_time(self) -> Quantity:
        """One update: compute, then communication. In ms.

        = compute_time + communication_time
        """
    @property
    def communication_overhead(self) -> float:
        """Communication per unit of compute.

        = communication_time / compute_time
        """
    @property
    def compute_share(self) -> float:
        """Compute's share of an update.

        = compute_time / update_time
        """
    @property
    def communication_share(self) -> float:
        """Communication's share of an update.

        = communication_time / update_time
        """
    @property
    def speedup(self) -> float:
        """Speedup over one device.

        = n_devices * (compute_time / update_time)
        """
    @property
    def efficiency(self) -> float:
        """Speedup per device.

        = speedup / n_devices
        """
    @property
    def global_batch(self) -> int:
        """Sequences in one update across every device.

        = per_device_batch * n_devices * accumulation_steps
        """
    @property
    def scaled_training_time(self) -> Quantity:
        """Time of the run on every device (the reference's `result.training_time`, renamed
        beside the input). In h.

        = training_time / speedup
        """
    @property
    def cost(self) -> Quantity:
        """Rent of the nodes for the run. In USD.

        = scaled_training_time * nodes * node_hour_rate
        """

class ParallelLayout(Scenario):
    """One training step of a model laid out over tensor (TP), pipeline (PP) and data (DP) parallelism: its compute window, its exposed gradient exchange, its efficiency and the state each device holds.

    The step's work is `flops_per_param_token` FLOPs per parameter per token over
    `batch_tokens` tokens, spread over every device at a local share of peak. Each data-parallel
    rank reduces its gradient shard (the full gradient over TP × PP) with a ring AllReduce of
    about twice the shard; up to `overlap_fraction` of that transfer hides under the compute
    window, never more than the window. The pipeline idles (p − 1)/(m + p − 1) of the step,
    which stretches the window by 1/(1 − bubble). State is 16 bytes a parameter of
    mixed-precision Adam over TP × PP; ZeRO-1 also shards the 12 bytes of optimizer state over
    the data-parallel group.
    """
    def __init__(self, *, workload: ModelInput, tp_size: int = ..., pp_size: int = ..., dp_size: int, microbatches: int = ..., batch_tokens: RatioInput, flops_per_param_token: RatioInput, accelerator: HardwareInput, precision: str = ..., local_efficiency: RatioInput, link_bandwidth: QuantityInput, overlap_fraction: RatioInput, gradient_precision: str = ..., window_resolution: QuantityInput | None = ..., device_memory: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ParallelLayout: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def tp_size(self) -> int:
        """Input: Devices of one tensor-parallel group."""
    @property
    def pp_size(self) -> int:
        """Input: Pipeline stages."""
    @property
    def dp_size(self) -> int:
        """Input: Data-parallel replicas."""
    @property
    def microbatches(self) -> int:
        """Input: Microbatches a pipeline step is fed."""
    @property
    def batch_tokens(self) -> float:
        """Input: Tokens of one optimizer update."""
    @property
    def flops_per_param_token(self) -> float:
        """Input: Training FLOPs per parameter per token."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator every device is."""
    @property
    def precision(self) -> str:
        """Input: The precision whose peak sets the compute window."""
    @property
    def local_efficiency(self) -> float:
        """Input: Share of peak each device sustains before communication."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of each device's data-parallel link. Given in Gbit/s."""
    @property
    def overlap_fraction(self) -> float:
        """Input: Share of the AllReduce that may hide under compute."""
    @property
    def gradient_precision(self) -> str:
        """Input: Storage format of the gradients."""
    @property
    def window_resolution(self) -> Quantity | None:
        """Input: The precision the compute window is carried at. Given in s."""
    @property
    def device_memory(self) -> Quantity | None:
        """Input: Memory of one device, for the fewest devices that hold the state. Given in GB."""
    @property
    def n_devices(self) -> int:
        """Devices in all.

        = tp_size * pp_size * dp_size
        """
    @property
    def step_flops(self) -> Quantity:
        """Work of one step. In FLOP.

        = flops_per_param_token * workload.parameter_count() * batch_tokens * flops(1.0)
        """
    @property
    def compute_time(self) -> Quantity:
        """The compute window of one step on every device. In s.

        = match optional(window_resolution) { Some(r) => { round_to_resolution(step_flops / (n_devices * accelerator.peak_at(precision) * local_efficiency), r) } None => { step_flops / (n_devices * accelerator.peak_at(precision) * local_efficiency) } }
        """
    @property
    def gradient_bytes(self) -> Quantity:
        """Bytes of the whole gradient. In GB.

        = weight_bytes(workload, precision_width(gradient_precision))
        """
    @property
    def dp_shard(self) -> Quantity:
        """The gradient shard each data-parallel rank reduces. In GB.

        = gradient_bytes / (tp_size * pp_size)
        """
    @property
    def ring_bytes(self) -> Quantity:
        """Bytes each rank sends in an exact ring of `dp_size` ranks. In GB.

        = ring_allreduce_data_factor(dp_size) * dp_shard
        """
    @property
    def allreduce_time(self) -> Quantity:
        """Time of the AllReduce: twice the shard at the link. In s.

        = Communication::RingAllreduceFactor.value * dp_shard / link_bandwidth
        """
    @property
    def hidden_time(self) -> Quantity:
        """Part of the AllReduce hidden under compute. In s.

        = min(allreduce_time * overlap_fraction, compute_time)
        """
    @property
    def exposed_time(self) -> Quantity:
        """Part of the AllReduce left exposed. In s.

        = allreduce_time - hidden_time
        """
    @property
    def bubble(self) -> float:
        """Share of the step each stage idles while the pipeline fills and drains.

        = pipeline_bubble(pp_size, microbatches, 1)
        """
    @property
    def step_time(self) -> Quantity:
        """Time of one step: the window stretched by the bubble, plus the exposed AllReduce. In s.

        = compute_time / (1.0 - bubble) + exposed_time
        """
    @property
    def efficiency(self) -> float:
        """The compute window's share of the step.

        = compute_time / step_time
        """
    @property
    def efficiency_no_overlap(self) -> float:
        """The same share with nothing hidden.

        = compute_time / (compute_time / (1.0 - bubble) + allreduce_time)
        """
    @property
    def overlap_share(self) -> float:
        """Share of the AllReduce hidden.

        = hidden_time / allreduce_time
        """
    @property
    def state_total(self) -> Quantity:
        """Mixed-precision Adam state of the whole model. In GB.

        = memory_from_params(workload.parameter_count(), ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)
        """
    @property
    def state_per_device(self) -> Quantity:
        """State on one device, split over TP × PP. In GB.

        = state_total / (tp_size * pp_size)
        """
    @property
    def zero1_state_per_device(self) -> Quantity:
        """State on one device with ZeRO-1: weights and gradients over TP × PP, the optimizer
        state over every device. In GB.

        = memory_from_params(workload.parameter_count(), 2.0 * precision_width(Precision::Fp16)) / (tp_size * pp_size) + memory_from_params(workload.parameter_count(), ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value) / n_devices
        """
    @property
    def fleet_mfu(self) -> float:
        """Share of the fleet's peak the step delivers.

        = local_efficiency * efficiency
        """
    @property
    def double_counted_mfu(self) -> float:
        """The same, with the efficiency counted twice (a common mistake, shown for contrast).

        = local_efficiency * efficiency * efficiency
        """
    @property
    def min_devices_for_state(self) -> int:
        """Fewest devices whose memory holds the whole state.

        = ceil(state_total / device_memory)
        """

class PipelineSchedule(Scenario):
    """A synchronous pipeline of stages fed several microbatches a step: its bubble, counted in equal time slots.

    Forward and backward each take m + p − 1 slots; each stage idles p − 1 of them filling and
    p − 1 draining, so the bubble is (p − 1)/(m + p − 1), and more microbatches shrink it.
    """
    def __init__(self, *, stages: int, microbatches: int) -> None: ...
    def with_inputs(self, **changes: object) -> PipelineSchedule: ...
    @property
    def stages(self) -> int:
        """Input: Stages of the pipeline."""
    @property
    def microbatches(self) -> int:
        """Input: Microbatches a step."""
    @property
    def bubble(self) -> float:
        """Share of the step each stage idles.

        = pipeline_bubble(stages, microbatches, 1)
        """
    @property
    def slots(self) -> int:
        """Equal time slots a step, forward and backward each m + p − 1.

        = 2 * (microbatches + stages - 1)
        """
    @property
    def idle_slots(self) -> int:
        """Slots each stage idles a step: p − 1 to fill and p − 1 to drain.

        = 2 * (stages - 1)
        """
    @property
    def fill_slots(self) -> int:
        """The bubble's numerator, p − 1.

        = stages - 1
        """
    @property
    def phase_slots(self) -> int:
        """The bubble's denominator, m + p − 1 slots a phase.

        = microbatches + stages - 1
        """
    def microbatches_for_bubble(self, target: RatioInput) -> float:
        """Microbatches above which the bubble falls below `target`.

        = (stages - 1) * (1.0 - target) / target
        """

class RingAttention(Scenario):
    """Ring attention on an accelerator: the smallest chunk of the sequence whose attention work hides the next key-value tile, on each candidate link.

    Each device computes attention for its chunk of n tokens against one arriving key-value tile
    while the next tile crosses the link: work grows as n²d and the tile as n·d·s bytes, so the
    transfer hides once n ≥ s·R / (2B).
    """
    def __init__(self, *, accelerator: HardwareInput, precision: str = ..., local_efficiency: RatioInput, element_bytes: QuantityInput, links: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> RingAttention: ...
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator every device is."""
    @property
    def precision(self) -> str:
        """Input: The precision whose peak the attention runs at."""
    @property
    def local_efficiency(self) -> float:
        """Input: Share of peak the attention sustains."""
    @property
    def element_bytes(self) -> Quantity:
        """Input: Bytes of one key or value element. Given in B."""
    @property
    def links(self) -> dict[str, Quantity]:
        """Input: Bandwidth of each candidate link, by name. Given in GB/s."""
    @property
    def min_chunk_tokens(self) -> dict[str, float]:
        """Tokens of the smallest chunk that hides the transfer, on each link.

        = ring_attention_min_chunk(element_bytes, peak × local_efficiency, bandwidth), for each link
        """

class SyncStrategy(Scenario):
    """Data-parallel training to a fixed target under one synchronization strategy.

    The iterations to the target and the communication overhead are stated: each iteration
    costs the one-worker iteration time times 1 + overhead, so the speedup over one worker is
    base iterations ÷ (iterations × (1 + overhead)). Stale synchronous updates (a staleness
    bound s) damp the learning rate by 1/√(1 + s).
    """
    def __init__(self, *, workers: int, per_worker_batch: int, iterations: int, communication_overhead: RatioInput, base_iterations: int, base_iteration_time: QuantityInput, device_hour_rate: QuantityInput, staleness: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SyncStrategy: ...
    @property
    def workers(self) -> int:
        """Input: Workers."""
    @property
    def per_worker_batch(self) -> int:
        """Input: Examples each worker takes an iteration."""
    @property
    def iterations(self) -> int:
        """Input: Iterations to the target."""
    @property
    def communication_overhead(self) -> float:
        """Input: Communication time an iteration, as a share of the one-worker iteration."""
    @property
    def base_iterations(self) -> int:
        """Input: Iterations to the same target on one worker."""
    @property
    def base_iteration_time(self) -> Quantity:
        """Input: Time of one iteration on one worker. Given in s."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def staleness(self) -> int:
        """Input: Staleness bound of stale synchronous updates; 0 is bulk-synchronous."""
    @property
    def global_batch(self) -> int:
        """Examples an iteration across every worker.

        = workers * per_worker_batch
        """
    @property
    def ideal_iterations(self) -> float:
        """Iterations if scaling were perfect.

        = base_iterations / workers
        """
    @property
    def iteration_time(self) -> Quantity:
        """Time of one iteration with its communication. In s.

        = base_iteration_time * (1.0 + communication_overhead)
        """
    @property
    def speedup(self) -> float:
        """Speedup over one worker.

        = base_iterations / (iterations * (1.0 + communication_overhead))
        """
    @property
    def sample_efficiency(self) -> float:
        """Ideal iterations over actual ones.

        = ideal_iterations / iterations
        """
    @property
    def cost(self) -> Quantity:
        """Allocated device cost of the run. In USD.

        = iterations * iteration_time * workers * device_hour_rate
        """
    @property
    def stale_lr_factor(self) -> float:
        """Learning-rate damping for stale updates.

        = 1.0 / powf(1.0 + f64::from(staleness), 0.5)
        """

class TensorParallelLayer(Scenario):
    """One transformer layer split over a tensor-parallel group: its forward compute against its activation exchange on each candidate link.

    The layer's forward pass is 2(P/L) FLOPs a token, split over the group and run at a
    sustained share of peak. Megatron-style tensor parallelism sums an activation of tokens ×
    width once after attention and once after the MLP, each a ring AllReduce of 2(t − 1)/t times
    the payload a device; the exchange must fit inside the compute on the link that carries it.
    """
    def __init__(self, *, workload: ModelInput, tp_size: int, tokens: int, accelerator: HardwareInput, precision: str = ..., local_efficiency: RatioInput, links: Mapping[str, QuantityInput] | str, collectives_per_layer: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> TensorParallelLayer: ...
    @property
    def workload(self) -> Entry:
        """Input: The model split."""
    @property
    def tp_size(self) -> int:
        """Input: Devices of the tensor-parallel group."""
    @property
    def tokens(self) -> int:
        """Input: Tokens the layer processes."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator every device is."""
    @property
    def precision(self) -> str:
        """Input: The precision whose peak the compute runs at."""
    @property
    def local_efficiency(self) -> float:
        """Input: Share of peak the compute sustains."""
    @property
    def links(self) -> dict[str, Quantity]:
        """Input: Bandwidth of each candidate link, by name. Given in GB/s."""
    @property
    def collectives_per_layer(self) -> int:
        """Input: AllReduces a layer."""
    @property
    def layer_flops(self) -> Quantity:
        """Forward work of one layer. In FLOP.

        = 2.0 * (workload.parameter_count() / workload.geometry().layers) * tokens * flops(1.0)
        """
    @property
    def compute_time(self) -> Quantity:
        """Time of the layer's forward compute on one device of the group. In ms.

        = layer_flops / tp_size / (accelerator.peak_at(precision) * local_efficiency)
        """
    @property
    def layer_bytes(self) -> Quantity:
        """Bytes each device sends in the layer's AllReduces. In B.

        = collectives_per_layer * tokens * workload.geometry().hidden_dim * precision_width(Precision::Fp16) * ring_allreduce_data_factor(tp_size)
        """
    @property
    def transfer_times(self) -> dict[str, Quantity]:
        """Time of the layer's exchange on each link. In ms.

        = layer_bytes ÷ bandwidth, for each link
        """

class ZeroSharding(Scenario):
    """A model's training state per device at each ZeRO stage over a data-parallel group, and what full sharding sends.

    Plain data parallelism (DDP) replicates the 16-bit weights, the gradients and the
    optimizer's state on every device. ZeRO-1 shards the optimizer state over the n devices,
    ZeRO-2 the gradients too, and ZeRO-3 (FSDP) the weights too. Stages 1 and 2 move DDP's bytes
    (a ring AllReduce, about twice the weights a device); ZeRO-3 gathers every layer's weights
    forward and again backward and reduce-scatters the gradients, about three times the weights,
    1.5 times as much.
    """
    def __init__(self, *, workload: ModelInput, n_devices: int, activations: ActivationMemory | str | Mapping[str, object] | None = ..., activation_strategy: QuantityInput = ..., link_bandwidth: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ZeroSharding: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def n_devices(self) -> int:
        """Input: Devices of the data-parallel group."""
    @property
    def activations(self) -> ActivationMemory | str | None:
        """Input: The activations a device holds, as an ActivationMemory preset or its inputs."""
    @property
    def activation_strategy(self) -> Quantity:
        """Input: Which activations are kept and which recomputed."""
    @property
    def link_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth of one device's link, for the time of ZeRO-3's gathers. Given in Gbit/s."""
    @property
    def weights(self) -> Quantity:
        """16-bit weights. In GB.

        = weight_bytes(workload, precision_width(Precision::Fp16))
        """
    @property
    def gradients(self) -> Quantity:
        """16-bit gradients, as many bytes as the weights. In GB.

        = weights
        """
    @property
    def optimizer_state(self) -> Quantity:
        """Optimizer state: master weights and both Adam moments. In GB.

        = memory_from_params(workload.parameter_count(), ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value)
        """
    @property
    def stage_state(self) -> dict[str, Quantity]:
        """State of one device at each stage. In GB.

        = DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n
        """
    @property
    def traffic_multiple(self) -> dict[str, float]:
        """Bytes a device sends at each stage, in multiples of plain data parallelism's.

        = 1 for DDP and ZeRO-1 and -2; gather traffic ÷ (2 × weights) for ZeRO-3
        """
    @property
    def activation_bytes(self) -> Quantity:
        """Activations of one device under `activation_strategy` (the reference's
        `result.activations`, renamed beside the input); none when `activations` is absent. In GB.

        = match optional(activations) { Some(a) => a.activations(activation_strategy), None => bytes(0.0), }
        """
    @property
    def zero3_total_per_device(self) -> Quantity:
        """ZeRO-3 state and activations on one device. In GB.

        = stage_state["ZeRO-3"] + activation_bytes
        """
    @property
    def gather_traffic(self) -> Quantity:
        """Bytes ZeRO-3 sends a step: a forward gather, a backward gather and a reduce-scatter of
        the gradients. In GB.

        = 3 * weights
        """
    @property
    def gather_time(self) -> Quantity:
        """Time of ZeRO-3's traffic on the link. In s.

        = transfer_time(gather_traffic, link_bandwidth)
        """

class ClusterExpansion(Scenario):
    """A synchronous job grown from one device count to `factor` times as many on the same checkpoint tier: how much more of its time checkpoints and rework take, and the step speedup the larger job needs to finish sooner, and to use fewer accelerator-hours.

    The held checkpoint scenario gives the write path; at each size its MTBF becomes the GPU-only
    interval `component_mtbf` ÷ N, and the overhead is the checkpoint-and-rework waste at Young's
    interval. For fixed work the run time is the step time over the share of time retained (one
    less the overhead), so the larger job shortens the run only when its step speedup exceeds
    `breakeven_speedup`. The reference's `at(n)`, a copy of the checkpoint scenario at n devices'
    interval, is read here through its figures: `mtbf`, `interval` and `overhead` at each size.
    """
    def __init__(self, *, checkpoint: CheckpointInterval | str | Mapping[str, object], component_mtbf: QuantityInput, n_devices: int, factor: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> ClusterExpansion: ...
    @property
    def checkpoint(self) -> CheckpointInterval | str:
        """Input: The checkpoint scenario whose write path both sizes share; its MTBF is replaced at each
        size.
        """
    @property
    def component_mtbf(self) -> Quantity:
        """Input: Mean life of one GPU. Given in h."""
    @property
    def n_devices(self) -> int:
        """Input: Devices of the job before it grows."""
    @property
    def factor(self) -> float:
        """Input: How many times the devices the job grows to."""
    @property
    def expanded_devices(self) -> int:
        """Devices of the grown job.

        = round_half_even(n_devices * factor)
        """
    @property
    def mtbf(self) -> Quantity:
        """GPU-only MTBF of the job before it grows. In h.

        = mtbf_cluster(component_mtbf, n_devices)
        """
    @property
    def expanded_mtbf(self) -> Quantity:
        """GPU-only MTBF of the grown job. In h.

        = mtbf_cluster(component_mtbf, expanded_devices)
        """
    @property
    def interval(self) -> Quantity:
        """Young's interval before the job grows. In s.

        = young_daly_interval(checkpoint.t_write(), mtbf)
        """
    @property
    def expanded_interval(self) -> Quantity:
        """Young's interval of the grown job. In s.

        = young_daly_interval(checkpoint.t_write(), expanded_mtbf)
        """
    @property
    def overhead(self) -> float:
        """Share of time checkpoints and rework take before the job grows.

        = checkpoint_waste(checkpoint.t_write(), interval, mtbf)
        """
    @property
    def expanded_overhead(self) -> float:
        """Share of time checkpoints and rework take in the grown job.

        = checkpoint_waste(checkpoint.t_write(), expanded_interval, expanded_mtbf)
        """
    @property
    def overhead_growth(self) -> float:
        """How many times the overhead grows.

        = expanded_overhead / overhead
        """
    @property
    def retained(self) -> float:
        """Share of time left for training before the job grows.

        = 1.0 - overhead
        """
    @property
    def expanded_retained(self) -> float:
        """Share of time left for training in the grown job.

        = 1.0 - expanded_overhead
        """
    @property
    def breakeven_speedup(self) -> float:
        """Step speedup at which the grown job finishes the fixed work in the same time.

        = retained / expanded_retained
        """
    @property
    def superlinear_threshold(self) -> float:
        """Step speedup above which the grown job also uses fewer accelerator-hours.

        = factor * breakeven_speedup
        """
    def run_time_change(self, step_speedup: RatioInput) -> float:
        """Change of the run's wall-clock time at a measured `step_speedup` (negative is sooner).

        = breakeven_speedup / step_speedup - 1.0
        """
    def accelerator_hours_change(self, step_speedup: RatioInput) -> float:
        """Change of the accelerator-hours (devices × run time) at a measured `step_speedup`.

        = superlinear_threshold / step_speedup - 1.0
        """

class ExpertWeightTraffic(Scenario):
    """The weight bytes of a mixture-of-experts model, resident and read per token, against a dense model that reads every weight each step.

    Every expert stays resident, but a token reads only the active parameters; a dense model of
    `dense_parameters` reads all of its weights. The ratios are payload counts, not latencies.
    """
    def __init__(self, *, workload: ModelInput, dense_parameters: RatioInput, bytes_per_param: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ExpertWeightTraffic: ...
    @property
    def workload(self) -> Entry:
        """Input: The mixture-of-experts model."""
    @property
    def dense_parameters(self) -> float:
        """Input: Parameters of the dense model compared."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes of one stored parameter. Given in B."""
    @property
    def resident_bytes(self) -> Quantity:
        """Bytes of every expert, resident. In GB.

        = memory_from_params(workload.parameter_count(), bytes_per_param)
        """
    @property
    def active_bytes(self) -> Quantity:
        """Bytes one token reads: the active parameters. In GB.

        = memory_from_params(from_registry(workload.experts.map(|e| e.active_parameters), "active parameters", workload.path), bytes_per_param)
        """
    @property
    def dense_bytes(self) -> Quantity:
        """Bytes the dense model reads each step. In GB.

        = memory_from_params(dense_parameters, bytes_per_param)
        """
    @property
    def resident_to_active(self) -> float:
        """How many times the bytes read the bytes resident are.

        = resident_bytes / active_bytes
        """
    @property
    def dense_to_active(self) -> float:
        """How many times the mixture's bytes read the dense model's are.

        = dense_bytes / active_bytes
        """

class AlphaBeta(Scenario):
    """Named messages on named paths, each path a startup `alpha` and a bandwidth `beta`.

    A message of n bytes pays a fixed startup (NIC, switch hops, error correction, software)
    plus n / beta on the wire. The two are equal at n* = alpha × beta: below it a lower startup
    helps most, above it only a higher bandwidth does.
    """
    def __init__(self, *, alphas: Mapping[str, QuantityInput] | str, bandwidths: Mapping[str, QuantityInput] | str, messages: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> AlphaBeta: ...
    @property
    def alphas(self) -> dict[str, Quantity]:
        """Input: Startup of a message on each path. Given in µs."""
    @property
    def bandwidths(self) -> dict[str, Quantity]:
        """Input: Bandwidth of each path. Given in Gbit/s."""
    @property
    def messages(self) -> dict[str, Quantity]:
        """Input: Size of each message. Given in B."""
    @property
    def times(self) -> dict[str, dict[str, Quantity]]:
        """Time of each message on each path: startup plus wire time. In s.

        = point_to_point_time(n, alpha, beta) for each path and message
        """
    @property
    def transmission_times(self) -> dict[str, dict[str, Quantity]]:
        """Wire time of each message on each path, the startup left out. In s.

        = n ÷ beta for each path and message
        """
    @property
    def crossovers(self) -> dict[str, Quantity]:
        """Message size at which startup and wire time are equal, on each path. In B.

        = alpha_beta_crossover(alpha, beta) for each path
        """

class BandwidthDelay(Scenario):
    """Data a link carries during a delay: its rate times the delay, such as what a Go-Back-N link resends after one loss."""
    def __init__(self, *, link_bandwidth: QuantityInput, delay: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> BandwidthDelay: ...
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: The link's rate. Given in Gbit/s."""
    @property
    def delay(self) -> Quantity:
        """Input: The delay, such as a feedback round trip. Given in µs."""
    @property
    def product(self) -> Quantity:
        """Bytes the link carries during the delay. In kB.

        = link_bandwidth * delay
        """

class ComponentExposure(Scenario):
    """Independent components, each affected with one probability (in a day, or at one instant): how many are affected, and the chance that none or some are.

    The count is a product of factors (devices, links per device, modules per link), so the
    breakdown stays visible.
    """
    def __init__(self, *, counts: Mapping[str, int] | str, probability: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> ComponentExposure: ...
    @property
    def counts(self) -> dict[str, int]:
        """Input: The factors whose product is the component count, by name."""
    @property
    def probability(self) -> float:
        """Input: Probability that one component is affected."""
    @property
    def n_components(self) -> int:
        """Components in all.

        = the product of the counts
        """
    @property
    def expected_events(self) -> float:
        """Components expected to be affected.

        = n_components * probability
        """
    @property
    def p_none(self) -> float:
        """Probability that no component is affected.

        = all_up_availability(1.0 - probability, n_components)
        """
    @property
    def p_any(self) -> float:
        """Probability that at least one component is affected.

        = 1.0 - p_none
        """

class FatTree(Scenario):
    """A non-blocking fat-tree built of switches of one radix: hosts and switches by tier count.

    Every switch below the top splits its ports half down and half up, so each tier multiplies
    the reach by k/2 and the top tier uses all k ports (Al-Fares et al. 2008).
    """
    def __init__(self, *, radix: int) -> None: ...
    def with_inputs(self, **changes: object) -> FatTree: ...
    @property
    def radix(self) -> int:
        """Input: Ports of one switch."""
    @property
    def two_tier_hosts(self) -> int:
        """Hosts of a two-tier fat-tree.

        = hosts(2)
        """
    @property
    def three_tier_hosts(self) -> int:
        """Hosts of a three-tier fat-tree.

        = hosts(3)
        """
    @property
    def three_tier_switches(self) -> int:
        """Switches of a three-tier fat-tree.

        = switches(3)
        """
    @property
    def pod_hosts(self) -> int:
        """Hosts in one pod of the three-tier design: k/2 leaves of k/2 host ports.

        = pow(floor_div(radix, 2), 2)
        """
    def hosts(self, tiers: int) -> int:
        """Hosts a fat-tree of `tiers` tiers reaches.

        = fat_tree_hosts(radix, tiers)
        """
    def switches(self, tiers: int) -> int:
        """Switches in a fat-tree of `tiers` tiers.

        = fat_tree_switches(radix, tiers)
        """

class HopPath(Scenario):
    """Named paths through identical switch traversals: the latency of each."""
    def __init__(self, *, hop_latency: QuantityInput, hops: Mapping[str, int] | str) -> None: ...
    def with_inputs(self, **changes: object) -> HopPath: ...
    @property
    def hop_latency(self) -> Quantity:
        """Input: Time of one switch traversal. Given in µs."""
    @property
    def hops(self) -> dict[str, int]:
        """Input: Switch traversals on each path."""
    @property
    def latencies(self) -> dict[str, Quantity]:
        """Latency of each path. In s.

        = hop_latency(hops, per-hop latency) for each path
        """

class Incast(Scenario):
    """Many senders converging on one egress port (incast): how fast its buffer fills and how much data is in flight before congestion control can react.

    The offered load is the senders' combined rate; the buffer fills at the offered load less
    what the egress drains, and a full buffer holds buffer ÷ egress of waiting. The bandwidth-
    delay product is the data in flight on the egress link during one feedback round trip.
    """
    def __init__(self, *, n_senders: int, sender_bandwidth: QuantityInput, egress_bandwidth: QuantityInput, buffer: QuantityInput, feedback_rtt: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> Incast: ...
    @property
    def n_senders(self) -> int:
        """Input: Senders converging on the port."""
    @property
    def sender_bandwidth(self) -> Quantity:
        """Input: Rate of each sender. Given in Gbit/s."""
    @property
    def egress_bandwidth(self) -> Quantity:
        """Input: Rate of the egress port. Given in Gbit/s."""
    @property
    def buffer(self) -> Quantity:
        """Input: Buffer of the egress port. Given in MB."""
    @property
    def feedback_rtt(self) -> Quantity:
        """Input: Round trip of congestion feedback. Given in µs."""
    @property
    def offered_load(self) -> Quantity:
        """The senders' combined rate. In Gbit/s.

        = n_senders * sender_bandwidth
        """
    @property
    def oversubscription(self) -> float:
        """How many times the egress rate the senders offer.

        = offered_load / egress_bandwidth
        """
    @property
    def net_fill_rate(self) -> Quantity:
        """Rate at which the buffer fills. In Gbit/s.

        = offered_load - egress_bandwidth
        """
    @property
    def overflow_time(self) -> Quantity:
        """Time for the buffer to fill from empty. In µs.

        = { require(net_fill_rate > bytes_per_second(0.0), "the senders offer no more than the egress drains, so the buffer never fills"); buffer / net_fill_rate }
        """
    @property
    def drain_time(self) -> Quantity:
        """Time the egress alone takes to drain a full buffer. In µs.

        = buffer / egress_bandwidth
        """
    @property
    def bandwidth_delay_product(self) -> Quantity:
        """Data in flight on the egress link during one feedback round trip. In kB.

        = egress_bandwidth * feedback_rtt
        """

class LinkBuildout(Scenario):
    """Links bought for every accelerator of a fleet, each at a price and drawing a module's power."""
    def __init__(self, *, fleet: QuantityInput, links_per_device: int, cost_per_link: QuantityInput, power_per_link: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> LinkBuildout: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the links serve."""
    @property
    def links_per_device(self) -> int:
        """Input: Links bought for each accelerator."""
    @property
    def cost_per_link(self) -> Quantity:
        """Input: Price of one link. Given in USD."""
    @property
    def power_per_link(self) -> Quantity:
        """Input: Power of one link's module. Given in W."""
    @property
    def n_links(self) -> int:
        """Links in the buildout.

        = links_per_device * fleet.node.accelerators_per_node * fleet.count
        """
    @property
    def total_cost(self) -> Quantity:
        """Price of every link. In USD.

        = n_links * cost_per_link
        """
    @property
    def total_power(self) -> Quantity:
        """Power of every link's module. In kW.

        = n_links * power_per_link
        """

class NicSharing(Scenario):
    """One NIC split into rate-capped virtual functions (SR-IOV), and a neighbour's burst at the full line rate."""
    def __init__(self, *, nic_bandwidth: QuantityInput, n_virtual_functions: int, burst_size: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> NicSharing: ...
    @property
    def nic_bandwidth(self) -> Quantity:
        """Input: Line rate of the NIC. Given in Gbit/s."""
    @property
    def n_virtual_functions(self) -> int:
        """Input: Virtual functions the NIC is split into."""
    @property
    def burst_size(self) -> Quantity:
        """Input: Bytes of a burst at the full line rate. Given in GB."""
    @property
    def slice_rate(self) -> Quantity:
        """Rate of one virtual function. In Gbit/s.

        = nic_bandwidth / n_virtual_functions
        """
    @property
    def burst_time(self) -> Quantity:
        """Time of the burst at the full line rate. In s.

        = burst_size / nic_bandwidth
        """

class Oversubscription(Scenario):
    """A ring AllReduce whose every edge crosses the bisection of a fleet, on a non-blocking cut and on an oversubscribed one, and what the slower step costs the cluster.

    With ranks placed alternately in the two halves, each of the n/2 ring edges in one
    direction crosses the cut and carries 2(n − 1)/n times the per-device payload. The cut has
    n/2 links, divided by the oversubscription ratio. Only the communicating share of the step
    stretches, so throughput falls to 1 / ((1 − f) + f × r); the lost share of the cluster's
    capital is its idle capacity. This placement is the worst case.
    """
    def __init__(self, *, fleet: QuantityInput, link_bandwidth: QuantityInput, oversubscription_ratio: RatioInput, payload_per_device: QuantityInput, communication_fraction: RatioInput, cluster_cost: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> Oversubscription: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the ring spans; every accelerator is a rank."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of one link crossing the cut. Given in Gbit/s."""
    @property
    def oversubscription_ratio(self) -> float:
        """Input: How many times the cut is oversubscribed."""
    @property
    def payload_per_device(self) -> Quantity:
        """Input: Bytes each device reduces. Given in GB."""
    @property
    def communication_fraction(self) -> float:
        """Input: Share of the step spent communicating on a non-blocking cut."""
    @property
    def cluster_cost(self) -> Quantity:
        """Input: Capital cost of the cluster. Given in USD."""
    @property
    def devices_per_side(self) -> int:
        """Ranks on each side of the cut.

        = floor_div(fleet.node.accelerators_per_node * fleet.count, 2)
        """
    @property
    def bisection_full(self) -> Quantity:
        """Bandwidth across the cut when it is non-blocking. In B/s.

        = bisection_bandwidth(devices_per_side, link_bandwidth, 1.0)
        """
    @property
    def bisection_oversubscribed(self) -> Quantity:
        """Bandwidth across the oversubscribed cut. In B/s.

        = bisection_bandwidth(devices_per_side, link_bandwidth, oversubscription_ratio)
        """
    @property
    def ring_factor(self) -> float:
        """Times the payload each rank sends in the ring.

        = ring_allreduce_data_factor(fleet.node.accelerators_per_node * fleet.count)
        """
    @property
    def crossing_bytes(self) -> Quantity:
        """Bytes that cross the cut. In GB.

        = devices_per_side * payload_per_device * ring_factor
        """
    @property
    def time_full(self) -> Quantity:
        """Time to carry them across a non-blocking cut. In s.

        = crossing_bytes / bisection_full
        """
    @property
    def time_oversubscribed(self) -> Quantity:
        """Time to carry them across the oversubscribed cut. In s.

        = crossing_bytes / bisection_oversubscribed
        """
    @property
    def slowdown(self) -> float:
        """How many times longer the oversubscribed exchange takes.

        = time_oversubscribed / time_full
        """
    @property
    def relative_throughput(self) -> float:
        """Throughput of the step on the oversubscribed cut, as a share of non-blocking.

        = oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)
        """
    @property
    def throughput_loss(self) -> float:
        """Throughput the oversubscribed cut takes away.

        = oversubscription_throughput_loss(communication_fraction, oversubscription_ratio)
        """
    @property
    def idle_cost(self) -> Quantity:
        """The cluster's capital that the lost throughput leaves idle. In USD.

        = throughput_loss * cluster_cost
        """

class SilentSlowdown(Scenario):
    """A run on a fleet slowed a few percent by a degraded link that raises no alarm: the device-hours and dollars the slowdown costs, and the worst case with nothing overlapped.

    The slowdowns are stated per-step figures; with no overlap, only the communicating share of
    the step stretches, by 1 / (1 − loss), which bounds them from above.
    """
    def __init__(self, *, fleet: QuantityInput, run_duration: QuantityInput, slowdowns: Mapping[str, RatioInput] | str, device_hour_rate: QuantityInput, bandwidth_loss: RatioInput, communication_fraction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> SilentSlowdown: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the run uses."""
    @property
    def run_duration(self) -> Quantity:
        """Input: Duration of the run. Given in d."""
    @property
    def slowdowns(self) -> dict[str, float]:
        """Input: Slowdowns of each step, stated, by name."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def bandwidth_loss(self) -> float:
        """Input: Bandwidth the degraded link lost."""
    @property
    def communication_fraction(self) -> float:
        """Input: Share of the step spent communicating."""
    @property
    def device_hours(self) -> float:
        """Device-hours of the run.

        = fleet.node.accelerators_per_node * fleet.count * run_duration / hours(1.0)
        """
    @property
    def lost_device_hours(self) -> dict[str, float]:
        """Device-hours each slowdown loses.

        = device_hours × slowdown, for each slowdown
        """
    @property
    def lost_cost(self) -> dict[str, Quantity]:
        """What each slowdown's lost device-hours cost. In USD.

        = lost device-hours × device_hour_rate, for each slowdown
        """
    @property
    def no_overlap_slowdown(self) -> float:
        """Slowdown of a step with nothing overlapped: only the communicating share stretches.

        = (1.0 - communication_fraction) + communication_fraction / (1.0 - bandwidth_loss) - 1.0
        """

class SlowdownDiagnosis(Scenario):
    """A training step that slowed, and a pairwise link test that finds one link at a fraction of its expected rate.

    A healthy link test reports the port's rate times the payload share it delivers; the
    degraded pair reports a fraction of that.
    """
    def __init__(self, *, step_before: QuantityInput, step_after: QuantityInput, utilization_before: RatioInput, utilization_after: RatioInput, days_since_launch: int, port_bandwidth: QuantityInput, delivered_efficiency: RatioInput, measured_fraction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> SlowdownDiagnosis: ...
    @property
    def step_before(self) -> Quantity:
        """Input: Step time before the slowdown. Given in s."""
    @property
    def step_after(self) -> Quantity:
        """Input: Step time after it. Given in s."""
    @property
    def utilization_before(self) -> float:
        """Input: Accelerator utilization before."""
    @property
    def utilization_after(self) -> float:
        """Input: Accelerator utilization after."""
    @property
    def days_since_launch(self) -> int:
        """Input: Days from launch to the slowdown."""
    @property
    def port_bandwidth(self) -> Quantity:
        """Input: Rate of the port tested. Given in Gbit/s."""
    @property
    def delivered_efficiency(self) -> float:
        """Input: Payload share a healthy link test reports."""
    @property
    def measured_fraction(self) -> float:
        """Input: The degraded pair's share of the expected rate."""
    @property
    def slowdown(self) -> float:
        """How much longer a step takes.

        = step_after / step_before - 1.0
        """
    @property
    def expected_bandwidth(self) -> Quantity:
        """Rate a healthy link test reports. In Gbit/s.

        = delivered_efficiency * port_bandwidth
        """
    @property
    def measured_bandwidth(self) -> Quantity:
        """Rate the degraded pair reports. In Gbit/s.

        = expected_bandwidth * measured_fraction
        """

class Torus(Scenario):
    """A number of endpoints wired as a torus against a non-blocking fat-tree, at the same bandwidth per link: links across the bisection, its bandwidth, and the longest path.

    A torus of side s in d dimensions holds s^d nodes; a plane cuts s^(d − 1) rings, each twice
    through its wraparound link. A non-blocking fat-tree's cut carries half its endpoints' links.
    """
    def __init__(self, *, n_endpoints: int, link_bandwidth: QuantityInput, dims: int = ..., fat_tree_tiers: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Torus: ...
    @property
    def n_endpoints(self) -> int:
        """Input: Endpoints wired."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of one link, in either fabric. Given in Gbit/s."""
    @property
    def dims(self) -> int:
        """Input: Dimensions of the torus."""
    @property
    def fat_tree_tiers(self) -> int:
        """Input: Tiers of the fat-tree compared."""
    @property
    def side(self) -> int:
        """Nodes along one side of the torus.

        = round_half_even(powf(f64::from(n_endpoints), 1.0 / f64::from(dims)))
        """
    @property
    def torus_cut_links(self) -> int:
        """Links crossing a bisection of the torus.

        = torus_bisection_links(side, dims)
        """
    @property
    def fat_tree_cut_links(self) -> int:
        """Links crossing a bisection of the fat-tree.

        = floor_div(n_endpoints, 2)
        """
    @property
    def torus_bisection(self) -> Quantity:
        """Bandwidth across the torus's bisection. In Gbit/s.

        = torus_cut_links * link_bandwidth
        """
    @property
    def fat_tree_bisection(self) -> Quantity:
        """Bandwidth across the fat-tree's bisection. In Gbit/s.

        = fat_tree_cut_links * link_bandwidth
        """
    @property
    def torus_diameter(self) -> int:
        """Hops on the torus's longest shortest path.

        = torus_diameter(side, dims)
        """
    @property
    def fat_tree_path_switches(self) -> int:
        """Switches on the fat-tree's longest path.

        = fat_tree_path_switches(fat_tree_tiers)
        """

class AcceleratorComparison(Scenario):
    """One accelerator against another: peak rate, power and peak per watt, and a job's device-hours restated on the newer part.

    Peak rates compare at one convention, the headline dense 16-bit peak unless `precision`
    names another: a ratio across precisions would mix a change of number format into the
    change of hardware.
    """
    def __init__(self, *, baseline: HardwareInput, candidate: HardwareInput, precision: str | None = ..., baseline_device_hours: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AcceleratorComparison: ...
    @property
    def baseline(self) -> Entry:
        """Input: The part compared against."""
    @property
    def candidate(self) -> Entry:
        """Input: The part compared."""
    @property
    def precision(self) -> str | None:
        """Input: Precision of the peaks compared; the headline dense 16-bit peak when absent."""
    @property
    def baseline_device_hours(self) -> float | None:
        """Input: A job's size measured in device-hours on the baseline."""
    @property
    def peak_ratio(self) -> float:
        """How many times the baseline's peak the candidate has.

        = match optional(precision) { Some(p) => candidate.peak_at(p) / baseline.peak_at(p), None => candidate.peak_flops / baseline.peak_flops, }
        """
    @property
    def tdp_ratio(self) -> float:
        """How many times the baseline's TDP the candidate draws.

        = from_registry(candidate.tdp, "TDP", candidate.path) / from_registry(baseline.tdp, "TDP", baseline.path)
        """
    @property
    def efficiency_ratio(self) -> float:
        """How many times the baseline's peak per watt the candidate has.

        = peak_ratio / tdp_ratio
        """
    @property
    def candidate_device_hours(self) -> float:
        """Candidate device-hours that do the baseline job's work.

        = equivalent_hours(baseline_device_hours)
        """
    def equivalent_hours(self, baseline_hours: RatioInput) -> float:
        """Candidate device-hours that do the work of `baseline_hours` on the baseline.

        = baseline_hours / peak_ratio
        """

class DataParallelIntensity(Scenario):
    """Communication intensity of one data-parallel worker step, bytes sent per FLOP computed, against the balance of its link and accelerator.

    A worker trains on `sequences_per_worker` full-length sequences and then sends about twice
    its 16-bit gradient. The fabric's balance point is the link's bytes per second over the
    accelerator's peak FLOP/s: a step whose intensity lies below it is set by compute, above it
    by the network.
    """
    def __init__(self, *, workload: ModelInput, sequences_per_worker: int, link_bandwidth: QuantityInput, accelerator: HardwareInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataParallelIntensity: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def sequences_per_worker(self) -> int:
        """Input: Full-length sequences each worker trains on a step."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of the worker's link. Given in GB/s."""
    @property
    def accelerator(self) -> Entry:
        """Input: The worker's accelerator; its headline peak is read."""
    @property
    def local_tokens(self) -> int:
        """Tokens a worker trains on in one step.

        = sequences_per_worker * from_registry(workload.geometry().context_length, "context length", workload.path)
        """
    @property
    def bytes_per_step(self) -> Quantity:
        """Bytes a worker sends a step. In B.

        = Communication::RingAllreduceFactor.value * weight_bytes(workload, precision_width(Precision::Fp16))
        """
    @property
    def flops_per_step(self) -> Quantity:
        """Work of a worker's step. In FLOP.

        = training_flops(workload.parameter_count(), local_tokens)
        """
    @property
    def intensity(self) -> float:
        """Bytes sent per FLOP computed.

        = bytes_per_step.value / flops_per_step.value
        """
    @property
    def balance(self) -> float:
        """The link's bytes per second over the accelerator's peak FLOP/s.

        = link_bandwidth.value / accelerator.peak_flops.value
        """
    @property
    def compute_time_at_peak(self) -> Quantity:
        """Time of the step's work at the accelerator's peak. In s.

        = compute_time(flops_per_step, accelerator.peak_flops)
        """

class GradientSync(Scenario):
    """A data-parallel step: local compute, then a ring AllReduce of the gradients over each named link, with nothing overlapped.

    Each worker sends about twice the gradient bytes a step (the ring's factor for many
    workers). The step is compute plus transfer, so the compute share says how much of the step
    the accelerator works; a faster accelerator divides only the compute. Energy charges every
    transferred bit once at the fabric's energy per bit.
    """
    def __init__(self, *, workload: ModelInput, precision: str = ..., links: Mapping[str, QuantityInput] | str, compute_time: QuantityInput, energy_per_bit: QuantityInput | None = ..., steps: int = ..., compute_speedup: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> GradientSync: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose gradients are reduced."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the gradients."""
    @property
    def links(self) -> dict[str, Quantity]:
        """Input: Bandwidth of each link the gradients may cross, by name. Given in GB/s."""
    @property
    def compute_time(self) -> Quantity:
        """Input: Local compute of one step, stated. Given in s."""
    @property
    def energy_per_bit(self) -> Quantity | None:
        """Input: Energy to move one bit over the fabric. Given in pJ/B."""
    @property
    def steps(self) -> int:
        """Input: Steps of the run."""
    @property
    def compute_speedup(self) -> float:
        """Input: How many times faster the accelerator computes; only the compute term divides by it."""
    @property
    def sync_bytes(self) -> Quantity:
        """Bytes each worker sends a step. In B.

        = Communication::RingAllreduceFactor.value * weight_bytes(workload, precision_width(precision))
        """
    @property
    def step_compute_time(self) -> Quantity:
        """Compute of one step on the accelerator used (the reference's `result.compute_time`,
        renamed beside the input). In s.

        = compute_time / compute_speedup
        """
    @property
    def transfer_times(self) -> dict[str, Quantity]:
        """Time of the AllReduce on each link. In s.

        = transfer_time(sync_bytes, bandwidth) for each link
        """
    @property
    def step_times(self) -> dict[str, Quantity]:
        """Time of one step on each link: compute, then the AllReduce. In s.

        = step_compute_time + transfer time, for each link
        """
    @property
    def compute_fractions(self) -> dict[str, float]:
        """Share of each link's step spent computing.

        = step_compute_time ÷ step time, for each link
        """
    @property
    def energy_per_step(self) -> Quantity:
        """Energy of one worker's transfer in one step; none when no energy per bit is given. In J.

        = match optional(energy_per_bit) { Some(e) => sync_bytes * e, None => joules(0.0), }
        """
    @property
    def energy_total(self) -> Quantity:
        """Energy of one worker's transfers over every step. In J.

        = energy_per_step * steps
        """

class PublishedRun(Scenario):
    """A published training run: its total compute spread over its accelerators and days, against the accelerator's peak.

    The run's compute is the registry's training FLOPs, or 6PD from its training tokens where
    the registry gives none. The rate achieved is that compute over the run's accelerator-time,
    idle time included: the registry's accelerator count and days, or the model card's
    accelerator-hours where given. With a power per accelerator, the hours become energy.
    """
    def __init__(self, *, workload: ModelInput, accelerator: HardwareInput, accelerator_hours: QuantityInput | None = ..., device_power: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> PublishedRun: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose run is published."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator the run used; its headline peak is read."""
    @property
    def accelerator_hours(self) -> Quantity | None:
        """Input: Accelerator-hours the run reports (a model card's GPU hours). Given in h."""
    @property
    def device_power(self) -> Quantity | None:
        """Input: Power of one accelerator over the run. Given in W."""
    @property
    def training_operations(self) -> Quantity:
        """Work of the run: the registry's training FLOPs, else 6 × parameters × tokens. In FLOP.

        = match workload.training.ops { Some(ops) => ops, None => { training_flops(workload.parameter_count(), from_registry(workload.training.tokens, "training tokens", workload.path)) } }
        """
    @property
    def achieved_rate(self) -> Quantity:
        """Average rate one accelerator delivered over the run, idle time included. In TFLOP/s.

        = match optional(accelerator_hours) { Some(hours) => training_operations / hours, None => { from_registry(workload.training.ops, "training FLOPs", workload.path) / (from_registry(workload.training.accelerators_ref, "training accelerators", workload.path) * from_registry(workload.training.days_ref, "training days", workload.path)) } }
        """
    @property
    def energy(self) -> Quantity:
        """Energy of every accelerator-hour at `device_power`. In GWh.

        = accelerator_hours * device_power
        """
    @property
    def peak_fraction(self) -> float:
        """The achieved rate as a share of the accelerator's peak.

        = achieved_rate / accelerator.peak_flops
        """

class ScalingOverhead(Scenario):
    """A planned speedup when communication and coordination take a share of the scaled step."""
    def __init__(self, *, planned_speedup: RatioInput, overhead_fraction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> ScalingOverhead: ...
    @property
    def planned_speedup(self) -> float:
        """Input: The speedup planned from adding devices."""
    @property
    def overhead_fraction(self) -> float:
        """Input: Share of the scaled step that communication and coordination take."""
    @property
    def realized_speedup(self) -> float:
        """The speedup that remains once the overhead is paid.

        = planned_speedup * (1.0 - overhead_fraction)
        """

class SustainedThroughput(Scenario):
    """A run budgeted from peak throughput and then run at its sustained share of peak.

    Device-hours scale as one over the sustained share: a plan made from the datasheet rate
    needs that many times the hours when the workload sustains only part of the peak.
    """
    def __init__(self, *, planned_device_hours: RatioInput, sustained_fraction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> SustainedThroughput: ...
    @property
    def planned_device_hours(self) -> float:
        """Input: Device-hours planned from the peak rate."""
    @property
    def sustained_fraction(self) -> float:
        """Input: Share of peak the workload sustains."""
    @property
    def required_device_hours(self) -> float:
        """Device-hours the run needs at its sustained share.

        = planned_device_hours / sustained_fraction
        """
    @property
    def stretch(self) -> float:
        """How many times the plan the run takes.

        = 1.0 / sustained_fraction
        """

class TensorParallel(Scenario):
    """The activation AllReduces of one tensor-parallel training step, against a stated compute time.

    Each transformer layer sums an activation-sized partial result across the tensor-parallel
    group, once forward and once backward by default; a ring AllReduce over n devices sends 2(n
    − 1)/n times the payload per device. The bound is bandwidth only and nothing overlaps the
    compute, so the shares are a diagnostic rather than a forecast.
    """
    def __init__(self, *, workload: ModelInput, tp_size: int, microbatch: int, link_bandwidth: QuantityInput, compute_time: QuantityInput, seq_len: int | None = ..., collectives_per_layer: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> TensorParallel: ...
    @property
    def workload(self) -> Entry:
        """Input: The model split across the group."""
    @property
    def tp_size(self) -> int:
        """Input: Devices in the tensor-parallel group."""
    @property
    def microbatch(self) -> int:
        """Input: Sequences in one microbatch."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of one link of the group, one direction. Given in GB/s."""
    @property
    def compute_time(self) -> Quantity:
        """Input: Compute of one step, stated. Given in ms."""
    @property
    def seq_len(self) -> int | None:
        """Input: Tokens per sequence; the model's context length when absent."""
    @property
    def collectives_per_layer(self) -> int:
        """Input: AllReduces per layer per step."""
    @property
    def payload(self) -> Quantity:
        """One AllReduce's tensor: the microbatch's activations at 16 bits. In B.

        = microbatch * match optional(seq_len) { Some(s) => i64::from(s), None => { i64::from(from_registry(workload.geometry().context_length, "context length", workload.path)) } } * workload.geometry().hidden_dim * precision_width(Precision::Fp16)
        """
    @property
    def ring_factor(self) -> float:
        """Times the payload each device sends in one ring AllReduce.

        = ring_allreduce_data_factor(tp_size)
        """
    @property
    def traffic_per_device(self) -> Quantity:
        """Bytes each device sends in one AllReduce. In B.

        = ring_factor * payload
        """
    @property
    def collectives_per_step(self) -> int:
        """AllReduces in one step.

        = collectives_per_layer * workload.geometry().layers
        """
    @property
    def per_collective_time(self) -> Quantity:
        """Time of one AllReduce, bandwidth only. In ms.

        = transfer_time(traffic_per_device, link_bandwidth)
        """
    @property
    def communication_time(self) -> Quantity:
        """Time of every AllReduce of the step. In ms.

        = collectives_per_step * per_collective_time
        """
    @property
    def step_time(self) -> Quantity:
        """Compute and communication, one after the other. In ms.

        = compute_time + communication_time
        """
    @property
    def compute_fraction(self) -> float:
        """Share of the step spent computing.

        = compute_time / step_time
        """
    @property
    def communication_fraction(self) -> float:
        """Share of the step spent communicating.

        = communication_time / step_time
        """

class TrainingRun(Scenario):
    """A training run on a fleet, from every device at its peak to the wall-clock time delivered.

    The chain starts from the run's 6PD training work at every device's peak, divides by the
    local compute efficiency (compute alone), then by the scaling efficiency (communication and
    pipeline bubbles), then stretches by each operational overhead in turn (checkpoints,
    failures and restarts, maintenance), each a share of the time before it.
    """
    def __init__(self, *, workload: ModelInput, fleet: QuantityInput, precision: str = ..., local_efficiency: RatioInput, scaling_efficiency: RatioInput, overheads: Mapping[str, RatioInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> TrainingRun: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained on its registry tokens."""
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet it trains on."""
    @property
    def precision(self) -> str:
        """Input: Precision whose peak the devices run at."""
    @property
    def local_efficiency(self) -> float:
        """Input: Share of peak each device sustains on compute alone."""
    @property
    def scaling_efficiency(self) -> float:
        """Input: Share of the compute rate left after communication and pipeline bubbles."""
    @property
    def overheads(self) -> dict[str, float]:
        """Input: Operational overheads, each a share of the time before it, in order."""
    @property
    def total_flops(self) -> Quantity:
        """Work of the run: 6 × parameters × training tokens. In FLOP.

        = training_flops(workload.parameter_count(), from_registry(workload.training.tokens, "training tokens", workload.path))
        """
    @property
    def peak_rate(self) -> Quantity:
        """Peak rate of one device at `precision`. In TFLOP/s.

        = fleet .node .accelerator .rate_at(precision) .unwrap_or(fleet.node.accelerator.peak_flops)
        """
    @property
    def n_devices(self) -> int:
        """Accelerators in the fleet.

        = fleet.node.accelerators_per_node * fleet.count
        """
    @property
    def peak_time(self) -> Quantity:
        """Time with every device at its peak. In h.

        = cluster_training_time(total_flops, n_devices, peak_rate, 1.0)
        """
    @property
    def compute_time(self) -> Quantity:
        """Time at the local compute efficiency. In h.

        = cluster_training_time(total_flops, n_devices, peak_rate, local_efficiency)
        """
    @property
    def scaled_time(self) -> Quantity:
        """Time after the scaling efficiency. In h.

        = compute_time / scaling_efficiency
        """
    @property
    def stage_times(self) -> dict[str, Quantity]:
        """Time after each overhead, in order. In h.

        = scaled time × Π(1 + overhead) up to each overhead
        """
    @property
    def total_time(self) -> Quantity:
        """Wall-clock time after every overhead. In h.

        = stage_times.values().last().copied().unwrap_or(scaled_time)
        """
    @property
    def delivered_fraction(self) -> float:
        """Share of the fleet's peak the run delivers: peak time over total time.

        = peak_time / total_time
        """

class TrainingState(Scenario):
    """The persistent mixed-precision Adam state of a model, and how tensor parallelism and ZeRO-style sharding split it across devices.

    Each parameter holds a 16-bit weight and gradient (2 bytes each), a 32-bit master weight
    and two 32-bit Adam moments (4 bytes each): 16 bytes in all. Tensor parallelism splits every
    term across its group; ZeRO sharding further splits the moments across the data-parallel
    replicas. Activations are a stated total, since they depend on the sequence, the microbatch
    and recomputation.
    """
    def __init__(self, *, workload: ModelInput, tp_size: int, dp_size: int, activations: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> TrainingState: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def tp_size(self) -> int:
        """Input: Devices of one tensor-parallel group."""
    @property
    def dp_size(self) -> int:
        """Input: Data-parallel replicas the moments are sharded over."""
    @property
    def activations(self) -> Quantity:
        """Input: Activations of the whole model, stated. Given in GB."""
    @property
    def weights(self) -> Quantity:
        """16-bit weights. In GB.

        = weight_bytes(workload, precision_width(Precision::Fp16))
        """
    @property
    def gradients(self) -> Quantity:
        """16-bit gradients, as many bytes as the weights. In GB.

        = weights
        """
    @property
    def master_weights(self) -> Quantity:
        """32-bit master weights. In GB.

        = workload.parameter_count() * precision_width(Precision::Fp32)
        """
    @property
    def adam_moment(self) -> Quantity:
        """One 32-bit Adam moment (the first or the second). In GB.

        = master_weights
        """
    @property
    def optimizer_moments(self) -> Quantity:
        """Both Adam moments. In GB.

        = 2 * adam_moment
        """
    @property
    def persistent_state(self) -> Quantity:
        """Everything kept between steps. In GB.

        = weights + gradients + master_weights + optimizer_moments
        """
    @property
    def tp_weights_per_device(self) -> Quantity:
        """Weights on one device of the tensor-parallel group. In GB.

        = weights / tp_size
        """
    @property
    def tp_gradients_per_device(self) -> Quantity:
        """Gradients on one device of the group. In GB.

        = gradients / tp_size
        """
    @property
    def tp_master_per_device(self) -> Quantity:
        """Master weights on one device of the group. In GB.

        = master_weights / tp_size
        """
    @property
    def tp_moments_per_device(self) -> Quantity:
        """Both moments on one device of the group. In GB.

        = optimizer_moments / tp_size
        """
    @property
    def tp_activations_per_device(self) -> Quantity:
        """Activations on one device of the group. In GB.

        = activations / tp_size
        """
    @property
    def tp_total_per_device(self) -> Quantity:
        """State and activations on one device of the group. In GB.

        = (persistent_state + activations) / tp_size
        """
    @property
    def tp_offloaded_per_device(self) -> Quantity:
        """What stays on one device of the group once the master weights and moments move to the
        host. In GB.

        = (persistent_state + activations - master_weights - optimizer_moments) / tp_size
        """
    @property
    def zero_moments_per_device(self) -> Quantity:
        """Moments on one device when they are sharded over every device. In GB.

        = optimizer_moments / (tp_size * dp_size)
        """
    @property
    def zero_moments_per_tp_group(self) -> Quantity:
        """Moments of one tensor-parallel group's share, sharded over the replicas. In GB.

        = optimizer_moments / dp_size
        """
    @property
    def zero_weights_and_moments_per_device(self) -> Quantity:
        """Weights split by tensor parallelism and moments sharded over every device. In GB.

        = weights / tp_size + optimizer_moments / (tp_size * dp_size)
        """

class Transfer(Scenario):
    """Copies of one payload moved at once over each of several named links, bandwidth only, and optionally what moving them out of a provider's network costs.

    Each link's time is the lower bound bytes ÷ bandwidth, with no per-message startup: the
    ratios between the tiers are the bandwidth staircase that decides where each kind of
    parallel traffic can run. An egress price turns the bytes into dollars, and a price per
    accelerator-hour turns those dollars into the compute they would have bought (data
    gravity).
    """
    def __init__(self, *, payload: QuantityInput, links: Mapping[str, QuantityInput] | str, copies: int = ..., egress_rate: QuantityInput | None = ..., compute_price: QuantityInput | None = ..., job_time: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Transfer: ...
    @property
    def payload(self) -> Quantity:
        """Input: Bytes of one copy. Given in GB."""
    @property
    def links(self) -> dict[str, Quantity]:
        """Input: Bandwidth of each link, by name. Given in GB/s."""
    @property
    def copies(self) -> int:
        """Input: Copies moved at once."""
    @property
    def egress_rate(self) -> Quantity | None:
        """Input: Price of each byte leaving the provider's network. Given in USD/GB."""
    @property
    def compute_price(self) -> Quantity | None:
        """Input: Price of one accelerator-hour, to restate the egress fee as compute. Given in USD/h."""
    @property
    def job_time(self) -> Quantity | None:
        """Input: The computation the moved data would feed. Given in h."""
    @property
    def total_bytes(self) -> Quantity:
        """Bytes moved: every copy. In GB.

        = copies * payload
        """
    @property
    def times(self) -> dict[str, Quantity]:
        """Time to move every copy over each link. In ms.

        = transfer_time(total_bytes, bandwidth) for each link
        """
    @property
    def egress_cost(self) -> Quantity:
        """What moving the bytes out of the provider's network costs. In USD.

        = total_bytes * egress_rate
        """
    @property
    def egress_compute_hours(self) -> Quantity:
        """Accelerator-hours the egress fee would buy. In h.

        = egress_cost / compute_price
        """
    def transfer_time(self, link: str) -> Quantity:
        """Time to move every copy over `link`. In s.

        = transfer_time(total_bytes, links[link])
        """

class AcceleratedFraction(Scenario):
    """Amdahl's law when the gain of the accelerated path is the ratio of two rates.

    A share `fraction` of the original time moves to a path that runs as many times faster as
    its rate exceeds the baseline's: two peak operation rates when the path is compute bound, two
    memory bandwidths when it is bandwidth bound. The rest of the time is untouched, so the
    overall speedup stays below 1 / (1 − fraction) however large the gain.
    """
    def __init__(self, *, fraction: RatioInput, accelerated_rate: QuantityInput | None = ..., baseline_rate: QuantityInput | None = ..., accelerated_bandwidth: QuantityInput | None = ..., baseline_bandwidth: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AcceleratedFraction: ...
    @property
    def fraction(self) -> float:
        """Input: Share of the original time that runs on the accelerated path."""
    @property
    def accelerated_rate(self) -> Quantity | None:
        """Input: Peak operation rate of the accelerated path, for a compute-bound path. Given in TFLOP/s."""
    @property
    def baseline_rate(self) -> Quantity | None:
        """Input: Peak operation rate of the baseline, for a compute-bound path. Given in TFLOP/s."""
    @property
    def accelerated_bandwidth(self) -> Quantity | None:
        """Input: Memory bandwidth of the accelerated path, for a bandwidth-bound path. Given in GB/s."""
    @property
    def baseline_bandwidth(self) -> Quantity | None:
        """Input: Memory bandwidth of the baseline, for a bandwidth-bound path. Given in GB/s."""
    @property
    def gain(self) -> float:
        """How many times faster the accelerated path runs.

        = match (optional(accelerated_rate), optional(baseline_rate)) { (Some(rate), Some(baseline)) => peak_ratio(rate, baseline), _ => bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth), }
        """
    @property
    def speedup(self) -> float:
        """Overall speedup of the whole.

        = amdahl_speedup(fraction, gain)
        """
    @property
    def ceiling(self) -> float:
        """Overall speedup with an infinitely fast path.

        = amdahl_ceiling(fraction)
        """

class AcceleratorGenerations(Scenario):
    """Peak compute against memory bandwidth across accelerator generations, first to last.

    Each accelerator's ridge point is its peak operation rate over its memory bandwidth: the
    intensity a kernel needs to be compute bound. Across the generations the peak grows faster
    than the bandwidth, so the ridge climbs; the gap growth is how far.
    """
    def __init__(self, *, accelerators: Sequence[HardwareInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> AcceleratorGenerations: ...
    @property
    def accelerators(self) -> list[Entry]:
        """Input: The accelerators, oldest first."""
    @property
    def ridges(self) -> list[Quantity]:
        """Each accelerator's ridge point. In FLOP/B.

        = { let mut ridges = Vec::new(); for h in &accelerators { ridges.push(ridge_point(h.peak_flops, h.memory_bandwidth)); } ridges }
        """
    @property
    def compute_growth(self) -> float:
        """The last accelerator's peak over the first's.

        = peak_ratio(accelerators[len(&accelerators) - 1].peak_flops, accelerators[0].peak_flops)
        """
    @property
    def bandwidth_growth(self) -> float:
        """The last accelerator's bandwidth over the first's.

        = bandwidth_ratio(accelerators[len(&accelerators) - 1].memory_bandwidth, accelerators[0].memory_bandwidth)
        """
    @property
    def gap_growth(self) -> float:
        """How many times the ridge rose from the first to the last.

        = compute_growth / bandwidth_growth
        """

class ElementwiseOp(Scenario):
    """Arithmetic intensity of an element-wise or normalization kernel run without fusion.

    A LayerNorm, a softmax or an activation reads each of its elements from device memory
    `reads` times and writes it back `writes` times, at `bytes_per_value` each, and reads a small
    vector of parameters (a LayerNorm's scale and shift) once. It does `flops_per_element`
    operations per element. Its work over that traffic is the intensity that places it on a
    roofline: a few operations per byte, far below any accelerator's ridge.
    """
    def __init__(self, *, elements: int, flops_per_element: RatioInput, bytes_per_value: QuantityInput, parameter_values: int = ..., reads: int = ..., writes: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ElementwiseOp: ...
    @property
    def elements(self) -> int:
        """Input: Elements the kernel processes."""
    @property
    def flops_per_element(self) -> float:
        """Input: Operations per element."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one value. Given in B."""
    @property
    def parameter_values(self) -> int:
        """Input: Parameter values read once (a LayerNorm's scale and shift)."""
    @property
    def reads(self) -> int:
        """Input: Times each element is read from memory."""
    @property
    def writes(self) -> int:
        """Input: Times each element is written to memory."""
    @property
    def flops(self) -> Quantity:
        """Operations over all elements. In FLOP.

        = elements * flops_per_element * FLOP.of(1.0)
        """
    @property
    def input_bytes(self) -> Quantity:
        """Bytes the kernel reads for its elements. In B.

        = reads * elements * bytes_per_value
        """
    @property
    def output_bytes(self) -> Quantity:
        """Bytes the kernel writes for its elements. In B.

        = writes * elements * bytes_per_value
        """
    @property
    def parameter_bytes(self) -> Quantity:
        """Bytes of the parameters, read once. In B.

        = parameter_values * bytes_per_value
        """
    @property
    def traffic_bytes(self) -> Quantity:
        """Every byte the unfused kernel moves. In B.

        = input_bytes + output_bytes + parameter_bytes
        """
    @property
    def intensity(self) -> Quantity:
        """Operations per byte of that traffic. In FLOP/B.

        = arithmetic_intensity(flops, traffic_bytes)
        """

class ParameterBandwidthGrowth(Scenario):
    """How fast dense models' parameter counts grew against one accelerator's memory bandwidth.

    Each series is divided by its baseline entry (an accelerator and a model from the same
    year), and the growth of each is its largest index, not its last. Sparse
    (mixture-of-experts) models are indexed as well but kept out of the growth figure: their
    total parameter count does not set the traffic of one token.
    """
    def __init__(self, *, accelerators: Sequence[HardwareInput] | str, dense_models: Sequence[ModelInput] | str, sparse_models: Sequence[ModelInput] | str = ..., baseline_accelerator: HardwareInput, baseline_model: ModelInput) -> None: ...
    def with_inputs(self, **changes: object) -> ParameterBandwidthGrowth: ...
    @property
    def accelerators(self) -> list[Entry]:
        """Input: Accelerators whose bandwidth is indexed."""
    @property
    def dense_models(self) -> list[Entry]:
        """Input: Dense models whose parameter counts are indexed."""
    @property
    def sparse_models(self) -> list[Entry]:
        """Input: Sparse models, indexed but kept out of the growth figure."""
    @property
    def baseline_accelerator(self) -> Entry:
        """Input: The accelerator whose bandwidth is 1."""
    @property
    def baseline_model(self) -> Entry:
        """Input: The model whose parameter count is 1."""
    @property
    def bandwidth_index(self) -> list[float]:
        """Each accelerator's bandwidth over the baseline's.

        = { let mut index = Vec::new(); for h in &accelerators { index .push(bandwidth_ratio(h.memory_bandwidth, baseline_accelerator.memory_bandwidth)); } index }
        """
    @property
    def dense_index(self) -> list[float]:
        """Each dense model's parameter count over the baseline's.

        = { let p0 = baseline_model.parameter_count(); let mut index = Vec::new(); for m in &dense_models { index.push(m.parameter_count() / p0); } index }
        """
    @property
    def sparse_index(self) -> list[float]:
        """Each sparse model's parameter count over the baseline's.

        = { let p0 = baseline_model.parameter_count(); let mut index = Vec::new(); for m in &sparse_models { index.push(m.parameter_count() / p0); } index }
        """
    @property
    def bandwidth_growth(self) -> float:
        """The largest bandwidth index.

        = argmax(&bandwidth_index, Ok)
        """
    @property
    def parameter_growth(self) -> float:
        """The largest dense parameter index.

        = argmax(&dense_index, Ok)
        """

class PeakRatioRange(Scenario):
    """One peak rate against a baseline known only as a range.

    The low ratio divides by the high end of the baseline's range and the high ratio by the low
    end, so the two bracket the true ratio.
    """
    def __init__(self, *, rate: QuantityInput, baseline_low: QuantityInput, baseline_high: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PeakRatioRange: ...
    @property
    def rate(self) -> Quantity:
        """Input: The peak rate compared. Given in TFLOP/s."""
    @property
    def baseline_low(self) -> Quantity:
        """Input: Low end of the baseline's range. Given in TFLOP/s."""
    @property
    def baseline_high(self) -> Quantity:
        """Input: High end of the baseline's range. Given in TFLOP/s."""
    @property
    def ratio_low(self) -> float:
        """The rate over the high end of the baseline.

        = peak_ratio(rate, baseline_high)
        """
    @property
    def ratio_high(self) -> float:
        """The rate over the low end of the baseline.

        = peak_ratio(rate, baseline_low)
        """

class SystolicReuseEnergy(Scenario):
    """Energy per multiply-accumulate with every operand from off-chip memory, against a systolic array that reuses each operand across its width.

    A naive streaming design makes `naive_accesses` off-chip accesses for every MAC (load both
    operands and the running sum, write the sum back). A systolic array loads `edge_loads`
    operands at its edge for every `array_dim` MACs and keeps the partial sums inside. Each
    access costs `access_energy`; the arithmetic itself costs `mac_energy`.
    """
    def __init__(self, *, access_energy: QuantityInput, mac_energy: QuantityInput, naive_accesses: int, edge_loads: int, array_dim: int) -> None: ...
    def with_inputs(self, **changes: object) -> SystolicReuseEnergy: ...
    @property
    def access_energy(self) -> Quantity:
        """Input: Energy of one off-chip memory access. Given in pJ."""
    @property
    def mac_energy(self) -> Quantity:
        """Input: Energy of the multiply-accumulate itself. Given in pJ."""
    @property
    def naive_accesses(self) -> int:
        """Input: Off-chip accesses per MAC when nothing is reused."""
    @property
    def edge_loads(self) -> int:
        """Input: Operands loaded at the array's edge for every `array_dim` MACs."""
    @property
    def array_dim(self) -> int:
        """Input: Width of the array: MACs each edge load serves."""
    @property
    def naive_energy(self) -> Quantity:
        """Energy of one MAC with every operand from memory. In pJ.

        = energy_per_mac(naive_accesses, access_energy, mac_energy)
        """
    @property
    def systolic_accesses(self) -> float:
        """Off-chip accesses per MAC in the array.

        = edge_loads / array_dim
        """
    @property
    def systolic_energy(self) -> Quantity:
        """Energy of one MAC in the array. In pJ.

        = energy_per_mac(systolic_accesses, access_energy, mac_energy)
        """
    @property
    def ratio(self) -> float:
        """How many times less energy a MAC takes in the array.

        = naive_energy / systolic_energy
        """

class MatmulTile(Scenario):
    """A matrix multiply C = A·B (A of `m` × `k`, B of `k` × `n`) computed one output tile at a time: tile counts, intensities, on-chip buffers and the traffic of each loop order.

    Each output tile of `tile_m` × `tile_n` sums products of an A tile and a B tile, stepping
    through the reduction `tile_k` elements at a time; partial tiles at the edges count as whole
    tiles. The on-chip store holds one A tile and one B tile (two of each when double buffered,
    so the next pair loads while this one is used) and the accumulator tile. With this tiling A
    is loaded once per column of output tiles and B once per row, and C is written once. The
    single-cell loop orders keep one value per cell instead: the held operand is loaded once, the
    other operand streams once per MAC, and a partial sum that is not held is read and written
    once per MAC.
    """
    def __init__(self, *, m: int, n: int, k: int, tile_m: int, tile_n: int, tile_k: int, operand_bytes: QuantityInput, accumulator_bytes: QuantityInput, double_buffered: bool = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MatmulTile: ...
    @property
    def m(self) -> int:
        """Input: Rows of A and C."""
    @property
    def n(self) -> int:
        """Input: Columns of B and C."""
    @property
    def k(self) -> int:
        """Input: The reduction: columns of A, rows of B."""
    @property
    def tile_m(self) -> int:
        """Input: Rows of an output tile."""
    @property
    def tile_n(self) -> int:
        """Input: Columns of an output tile."""
    @property
    def tile_k(self) -> int:
        """Input: Reduction elements per step."""
    @property
    def operand_bytes(self) -> Quantity:
        """Input: Storage width of one operand. Given in B."""
    @property
    def accumulator_bytes(self) -> Quantity:
        """Input: Storage width of one accumulator value. Given in B."""
    @property
    def double_buffered(self) -> bool:
        """Input: Whether the operand tiles are double buffered."""
    @property
    def macs(self) -> int:
        """Multiply-accumulates of the whole product.

        = m * n * k
        """
    @property
    def flops(self) -> Quantity:
        """Operations of the whole product: two per MAC. In FLOP.

        = 2 * macs * FLOP.of(1.0)
        """
    @property
    def tiles_m(self) -> int:
        """Output tiles down the rows.

        = tile_count(m, tile_m)
        """
    @property
    def tiles_n(self) -> int:
        """Output tiles across the columns.

        = tile_count(n, tile_n)
        """
    @property
    def tiles_k(self) -> int:
        """Steps through the reduction.

        = tile_count(k, tile_k)
        """
    @property
    def output_tiles(self) -> int:
        """Output tiles.

        = tiles_m * tiles_n
        """
    @property
    def tile_products(self) -> int:
        """Products of an A tile and a B tile: each output tile sums `tiles_k` of them.

        = output_tiles * tiles_k
        """
    @property
    def tile_product_flops(self) -> Quantity:
        """Operations of one tile product. In FLOP.

        = 2 * tile_m * tile_n * tile_k * FLOP.of(1.0)
        """
    @property
    def tile_product_bytes(self) -> Quantity:
        """Bytes one tile product loads: an A tile and a B tile. In B.

        = (tile_m * tile_k + tile_k * tile_n) * operand_bytes
        """
    @property
    def tile_intensity(self) -> Quantity:
        """Operations per operand byte a tile product loads. In FLOP/B.

        = arithmetic_intensity(tile_product_flops, tile_product_bytes)
        """
    @property
    def unblocked_intensity(self) -> Quantity:
        """Operations per byte with no reuse: every MAC loads its two operands. In FLOP/B.

        = arithmetic_intensity(FLOP.of(2.0), 2 * operand_bytes)
        """
    @property
    def compulsory_intensity(self) -> Quantity:
        """Operations per byte when A, B and C each move exactly once. In FLOP/B.

        = arithmetic_intensity(flops, (m * k + k * n + m * n) * operand_bytes)
        """
    @property
    def buffer_copies(self) -> int:
        """Copies of each operand tile held on chip.

        = if double_buffered { 2 } else { 1 }
        """
    @property
    def a_tile_bytes(self) -> Quantity:
        """Bytes of the A tile buffers. In B.

        = buffer_copies * tile_m * tile_k * operand_bytes
        """
    @property
    def b_tile_bytes(self) -> Quantity:
        """Bytes of the B tile buffers. In B.

        = buffer_copies * tile_k * tile_n * operand_bytes
        """
    @property
    def accumulator_tile_bytes(self) -> Quantity:
        """Bytes of the accumulator tile. In B.

        = tile_m * tile_n * accumulator_bytes
        """
    @property
    def operand_tile_bytes(self) -> Quantity:
        """Bytes of the operand buffers alone (what a GPU stages in shared memory). In B.

        = a_tile_bytes + b_tile_bytes
        """
    @property
    def live_bytes(self) -> Quantity:
        """Bytes of every buffer live at once. In B.

        = operand_tile_bytes + accumulator_tile_bytes
        """
    @property
    def a_bytes(self) -> Quantity:
        """Bytes of A. In B.

        = m * k * operand_bytes
        """
    @property
    def a_elements(self) -> int:
        """Elements of A.

        = m * k
        """
    @property
    def b_elements(self) -> int:
        """Elements of B.

        = k * n
        """
    @property
    def c_elements(self) -> int:
        """Elements of C.

        = m * n
        """
    @property
    def a_moves(self) -> int:
        """Element loads of A: once per column of output tiles.

        = a_elements * tiles_n
        """
    @property
    def b_moves(self) -> int:
        """Element loads of B: once per row of output tiles.

        = b_elements * tiles_m
        """
    @property
    def tiled_moves(self) -> int:
        """Element moves with the tiling: A and B as loaded, C written once.

        = a_moves + b_moves + c_elements
        """
    @property
    def global_loads_per_mac(self) -> float:
        """Operand loads from memory per MAC inside a full tile.

        = 1.0 / tile_n + 1.0 / tile_m
        """
    @property
    def partial_sum_moves(self) -> int:
        """Moves of partial sums read and written once per MAC.

        = 2 * macs
        """
    @property
    def a_stationary_moves(self) -> int:
        """Moves when each cell holds an A value: A once, B and the partial sums streaming.

        = a_elements + macs + partial_sum_moves
        """
    @property
    def output_stationary_moves(self) -> int:
        """Moves when each cell holds its running sum: A and B streaming, C written once.

        = 2 * macs + c_elements
        """
    @property
    def b_stationary_moves(self) -> int:
        """Moves when each cell holds a B value: B once, A and the partial sums streaming.

        = b_elements + macs + partial_sum_moves
        """
    def fits(self, capacity: QuantityInput) -> bool:
        """Whether every buffer fits an on-chip store of `capacity`.

        = live_bytes <= capacity
        """
    def row_b_reads(self, cells: int) -> int:
        """Reads of B when each B value passes along a row of `cells` cells holding A values.

        = { require(cells >= 1, "a row has at least one cell"); floor_div(macs, cells) }
        """

class MemoryRoundTrip(Scenario):
    """Energy of moving one tensor to or from off-chip memory a number of times.

    A layer boundary writes an activation to memory and the next layer reads it back: two trips
    of the tensor's bytes at a fixed energy per byte.
    """
    def __init__(self, *, tensor_bytes: QuantityInput, energy_per_byte: QuantityInput, trips: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MemoryRoundTrip: ...
    @property
    def tensor_bytes(self) -> Quantity:
        """Input: Bytes of the tensor. Given in B."""
    @property
    def energy_per_byte(self) -> Quantity:
        """Input: Energy of moving one byte to or from memory. Given in pJ/B."""
    @property
    def trips(self) -> int:
        """Input: Trips the tensor makes."""
    @property
    def energy(self) -> Quantity:
        """Energy of all the trips. In µJ.

        = trips * tensor_bytes * energy_per_byte
        """

class ContextGrowth(Scenario):
    """A context window grown from `base_tokens` to `tokens`: what grows with the ratio and what with its square."""
    def __init__(self, *, base_tokens: int, tokens: int) -> None: ...
    def with_inputs(self, **changes: object) -> ContextGrowth: ...
    @property
    def base_tokens(self) -> int:
        """Input: Tokens of the original window."""
    @property
    def tokens(self) -> int:
        """Input: Tokens of the grown window."""
    @property
    def ratio(self) -> float:
        """Growth of the window, and of a kept cache.

        = tokens / base_tokens
        """
    @property
    def score_ratio(self) -> float:
        """Growth of attention's score work and stored scores.

        = ratio * ratio
        """

class ContextMemoryCrossing(Scenario):
    """Three memories of a transformer on one device as its context grows: the fixed weights, the key-value cache (linear in tokens) and one layer's stored scores for all heads (quadratic), and the token counts where they cross."""
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, bytes_per_value: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ContextMemoryCrossing: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer."""
    @property
    def hardware(self) -> Entry:
        """Input: The device it runs on."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one weight, cached value and score. Given in B."""
    @property
    def weights(self) -> Quantity:
        """Bytes of the weights. In GB.

        = weight_bytes(workload, bytes_per_value)
        """
    @property
    def kv_per_token(self) -> Quantity:
        """Cache of one token. In B.

        = model_kv_cache(workload, 1, 1, bytes_per_value)
        """
    @property
    def score_bytes_per_pair(self) -> Quantity:
        """One layer's stored scores for one token pair, all query heads. In B.

        = attention_score_bytes(1, workload.geometry().heads, bytes_per_value)
        """
    @property
    def kv_crossing(self) -> float:
        """Tokens at which the cache equals the weights.

        = weights / kv_per_token
        """
    @property
    def score_crossing(self) -> float:
        """Tokens at which one layer's stored scores fill the device.

        = sqrt(hardware.memory_capacity / score_bytes_per_pair)
        """
    @property
    def kv_score_crossing(self) -> float:
        """Tokens at which the cache equals one layer's scores.

        = kv_per_token / score_bytes_per_pair
        """

class EmbeddingGather(Scenario):
    """One recommender request (DLRM style): a row gathered per categorical feature, then pairwise dot products among the rows and the bottom network's output, against the device's memory and its host link.

    The gathered bytes are one row per feature; the interaction is one dot product of `width`
    multiply-adds per pair of vectors. Streaming those bytes at the device's memory bandwidth, or
    across the host link, bounds the requests a second from above.
    """
    def __init__(self, *, categorical_features: int, width: int, bytes_per_value: QuantityInput, hardware: HardwareInput, host_bandwidth: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> EmbeddingGather: ...
    @property
    def categorical_features(self) -> int:
        """Input: Categorical features of a request, one gathered row each."""
    @property
    def width(self) -> int:
        """Input: Values in one row."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one value. Given in B."""
    @property
    def hardware(self) -> Entry:
        """Input: The device serving the request."""
    @property
    def host_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth of the device's host link, one direction. Given in GB/s."""
    @property
    def features(self) -> int:
        """Rows gathered per request.

        = i64::from(categorical_features)
        """
    @property
    def row_bytes(self) -> Quantity:
        """Bytes of one row. In B.

        = width * bytes_per_value
        """
    @property
    def request_bytes(self) -> Quantity:
        """Bytes gathered per request. In B.

        = embedding_table_bytes(features, width, bytes_per_value)
        """
    @property
    def vectors(self) -> int:
        """Vectors that interact: the rows and the bottom network's output.

        = features + 1
        """
    @property
    def pairs(self) -> int:
        """Pairs of vectors, one dot product each.

        = pairwise_interactions(vectors)
        """
    @property
    def interaction_macs(self) -> int:
        """Multiply-adds of the interaction.

        = pairs * width
        """
    @property
    def intensity(self) -> Quantity:
        """Interaction FLOPs per gathered byte. In FLOP/B.

        = arithmetic_intensity(multiply_add_flops(1, interaction_macs), request_bytes)
        """
    @property
    def device_rate(self) -> Quantity:
        """Requests a second if the rows streamed at the device's memory bandwidth. In req/s.

        = hardware.memory_bandwidth / request_bytes
        """
    @property
    def host_rate(self) -> Quantity:
        """Requests a second if the rows crossed the host link. In req/s.

        = host_bandwidth / request_bytes
        """
    @property
    def bandwidth_ratio(self) -> float:
        """Device-memory rate over host-link rate.

        = device_rate / host_rate
        """

class EmbeddingTable(Scenario):
    """Embedding tables against one device's labeled memory: bytes per row, per table and in all, and whether they fit."""
    def __init__(self, *, rows: int, width: int, bytes_per_value: QuantityInput, hardware: HardwareInput, tables: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> EmbeddingTable: ...
    @property
    def rows(self) -> int:
        """Input: Rows of each table (items or users)."""
    @property
    def width(self) -> int:
        """Input: Values in one row."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one value. Given in B."""
    @property
    def hardware(self) -> Entry:
        """Input: The device that holds the tables."""
    @property
    def tables(self) -> int:
        """Input: Tables of this shape."""
    @property
    def row_bytes(self) -> Quantity:
        """Bytes of one row. In B.

        = width * bytes_per_value
        """
    @property
    def table_bytes(self) -> Quantity:
        """Bytes of one table. In GB.

        = embedding_table_bytes(rows, width, bytes_per_value)
        """
    @property
    def total_bytes(self) -> Quantity:
        """Bytes of all tables. In GB.

        = table_bytes * tables
        """
    @property
    def labeled_share(self) -> float:
        """All tables over the device's labeled memory.

        = total_bytes / labeled_memory_capacity(hardware)
        """
    @property
    def fits(self) -> bool:
        """Whether the tables fit the device's labeled memory.

        = labeled_share <= 1.0
        """

class KvFootprint(Scenario):
    """A transformer's key-value cache for a number of kept tokens, beside its weights; with a device and the share of it set aside for the cache, how many tokens and requests fit.

    The cache per token is the registry model's (latent attention where it has it, else a key
    and a value per key-value head per layer), scaled by a width factor (one half for half the
    key-value heads). The budget is the share of the device's labeled memory.
    """
    def __init__(self, *, workload: ModelInput, tokens: int, bytes_per_value: QuantityInput, hardware: HardwareInput | None = ..., kv_share: RatioInput | None = ..., kv_width_factor: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> KvFootprint: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer whose cache is counted."""
    @property
    def tokens(self) -> int:
        """Input: Tokens the cache keeps."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one cached value and of one weight. Given in B."""
    @property
    def hardware(self) -> Entry | None:
        """Input: The device whose memory holds the cache."""
    @property
    def kv_share(self) -> float | None:
        """Input: Share of the device's labeled memory set aside for the cache."""
    @property
    def kv_width_factor(self) -> float:
        """Input: Factor on the cached width (one half: half the key-value heads)."""
    @property
    def per_token(self) -> Quantity:
        """Cache of one token. In B.

        = model_kv_cache(workload, 1, 1, bytes_per_value) * kv_width_factor
        """
    @property
    def total(self) -> Quantity:
        """Cache of all kept tokens. In GB.

        = per_token * tokens
        """
    @property
    def weights(self) -> Quantity:
        """Bytes of the model's weights. In GB.

        = weight_bytes(workload, bytes_per_value)
        """
    @property
    def kv_budget(self) -> Quantity:
        """Memory set aside for the cache. In GB.

        = labeled_memory_capacity(hardware) * kv_share
        """
    @property
    def tokens_in_budget(self) -> float:
        """Tokens the budget holds.

        = kv_budget / per_token
        """
    @property
    def requests(self) -> float:
        """Requests of `tokens` tokens the budget holds.

        = kv_budget / total
        """

class MaterializedScores(Scenario):
    """Attention scores stored in full (no fused attention kernel): what one layer and all layers hold, against a device's labeled memory."""
    def __init__(self, *, seq_len: int, heads: int, layers: int, bytes_per_score: QuantityInput, hardware: HardwareInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MaterializedScores: ...
    @property
    def seq_len(self) -> int:
        """Input: Tokens of the sequence (S)."""
    @property
    def heads(self) -> int:
        """Input: Attention heads per layer."""
    @property
    def layers(self) -> int:
        """Input: Layers of the model."""
    @property
    def bytes_per_score(self) -> Quantity:
        """Input: Storage width of one score. Given in B."""
    @property
    def hardware(self) -> Entry | None:
        """Input: The device the scores are compared with."""
    @property
    def scores_per_layer(self) -> int:
        """Scores of one layer, all heads.

        = pow(seq_len, 2) * heads
        """
    @property
    def layer_bytes(self) -> Quantity:
        """Bytes of one layer's scores. In GB.

        = attention_score_bytes(seq_len, heads, bytes_per_score)
        """
    @property
    def total_bytes(self) -> Quantity:
        """Bytes of all layers' scores. In GB.

        = layer_bytes * layers
        """
    @property
    def layer_device_multiple(self) -> float:
        """One layer's scores in units of the device's labeled memory.

        = layer_bytes / labeled_memory_capacity(hardware)
        """

class PackedQkvProjection(Scenario):
    """A sequence of tokens through a transformer's packed query-key-value projection: one matrix of d × (projections·d) in one kernel."""
    def __init__(self, *, workload: ModelInput, tokens: int, projections: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> PackedQkvProjection: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer projected."""
    @property
    def tokens(self) -> int:
        """Input: Tokens (rows) through the projection."""
    @property
    def projections(self) -> int:
        """Input: Projections packed into the matrix: query, key and value make three."""
    @property
    def width(self) -> int:
        """The model's hidden width d.

        = i64::from(workload.geometry().hidden_dim)
        """
    @property
    def packed_width(self) -> int:
        """Columns of the packed matrix.

        = projections * width
        """
    @property
    def macs(self) -> int:
        """Multiply-adds of the projection.

        = tokens * width * packed_width
        """

class TransformerBlock(Scenario):
    """A decoder-only transformer's blocks at a context of S tokens, counted by the classic block: weights, work per token, dense against attention multiply-adds, and a training step.

    Each block holds `attention_projections` square d×d projections and a d → f·d → d
    feed-forward network. Over a context of S tokens a block's dense layers do (weights)·S
    multiply-adds and its two attention products 2·S²·d, so attention overtakes the dense work
    past S = weights ÷ 2d (six times the width for the classic block). A training step is
    counted layer by layer (attention included, three forward passes' worth) and against the
    6·P·tokens rule, which leaves attention out.
    """
    def __init__(self, *, workload: ModelInput, context_tokens: int, ffn_multiple: int = ..., attention_projections: int = ..., hardware: HardwareInput | None = ..., batch_size: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> TransformerBlock: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer counted."""
    @property
    def context_tokens(self) -> int:
        """Input: Tokens of context (S)."""
    @property
    def ffn_multiple(self) -> int:
        """Input: Feed-forward width over the model width (f)."""
    @property
    def attention_projections(self) -> int:
        """Input: Square projections of the attention (a): query, key, value and output make four."""
    @property
    def hardware(self) -> Entry | None:
        """Input: The accelerator whose peak times the prompt's attention."""
    @property
    def batch_size(self) -> int:
        """Input: Sequences of `context_tokens` in one training step (B)."""
    @property
    def width(self) -> int:
        """The model's hidden width d.

        = i64::from(workload.geometry().hidden_dim)
        """
    @property
    def layers(self) -> int:
        """The model's blocks (L).

        = i64::from(workload.geometry().layers)
        """
    @property
    def attention_weights_per_block(self) -> int:
        """Attention weights of one block.

        = block_attention_weights(width, attention_projections)
        """
    @property
    def mlp_weights_per_block(self) -> int:
        """Feed-forward weights of one block.

        = block_mlp_weights(width, ffn_multiple)
        """
    @property
    def weights_per_block(self) -> int:
        """Weights of one block.

        = transformer_block_weights(width, ffn_multiple, attention_projections)
        """
    @property
    def block_coefficient(self) -> int:
        """Weights per block in units of d² (12 for the classic block).

        = floor_div(weights_per_block, pow(width, 2))
        """
    @property
    def mlp_share(self) -> float:
        """Share of a block's weights in its feed-forward network.

        = mlp_weights_per_block / weights_per_block
        """
    @property
    def block_weights(self) -> int:
        """Weights of all blocks.

        = weights_per_block * layers
        """
    @property
    def attention_weights(self) -> int:
        """Attention weights of all blocks.

        = attention_weights_per_block * layers
        """
    @property
    def mlp_weights(self) -> int:
        """Feed-forward weights of all blocks.

        = mlp_weights_per_block * layers
        """
    @property
    def vocab_size(self) -> int:
        """Entries of the model's vocabulary.

        = i64::from(from_registry(workload.geometry().vocab_size, "vocabulary size", workload.path))
        """
    @property
    def token_table(self) -> int:
        """Token-embedding weights: one row of width d per vocabulary entry.

        = vocab_size * width
        """
    @property
    def block_rule_parameters(self) -> int:
        """Block weights and the token table.

        = block_weights + token_table
        """
    @property
    def exact_parameters(self) -> int:
        """GPT-2's layout counted in full: projection and feed-forward biases, two norms a block, the
        final norm, and a learned position table of the registry's context length.

        = gpt2_layout_parameters(width, ffn_multiple, layers, vocab_size, from_registry(workload.geometry().context_length, "context length", workload.path))
        """
    @property
    def flops_per_token(self) -> Quantity:
        """FLOPs per token of all blocks: two per block weight. In FLOP.

        = multiply_add_flops(1, block_weights)
        """
    @property
    def output_layer_flops(self) -> Quantity:
        """FLOPs per token of the output projection onto the vocabulary. In FLOP.

        = multiply_add_flops(1, token_table)
        """
    @property
    def dense_macs(self) -> int:
        """One block's projection and feed-forward multiply-adds over the context.

        = weights_per_block * context_tokens
        """
    @property
    def attention_macs(self) -> int:
        """One block's two attention products over the context.

        = attention_score_macs(context_tokens, width)
        """
    @property
    def block_macs(self) -> int:
        """One block's multiply-adds over the context.

        = dense_macs + attention_macs
        """
    @property
    def attention_share(self) -> float:
        """Share of a block's multiply-adds in attention.

        = attention_macs / block_macs
        """
    @property
    def dense_to_attention(self) -> float:
        """Dense multiply-adds over attention multiply-adds.

        = dense_macs / attention_macs
        """
    @property
    def attention_to_dense(self) -> float:
        """Attention multiply-adds over dense multiply-adds.

        = attention_macs / dense_macs
        """
    @property
    def crossover(self) -> float:
        """Context at which attention's multiply-adds equal the dense ones.

        = attention_crossover(width, ffn_multiple, attention_projections)
        """
    @property
    def crossover_multiple(self) -> float:
        """The crossover in units of the width (six for the classic block).

        = crossover / width
        """
    @property
    def prompt_dense_flops(self) -> Quantity:
        """Dense FLOPs of all blocks over the prompt. In FLOP.

        = flops_per_token * context_tokens
        """
    @property
    def prompt_attention_flops(self) -> Quantity:
        """Attention FLOPs of all blocks over the prompt. In FLOP.

        = multiply_add_flops(layers, attention_macs)
        """
    @property
    def prompt_flops(self) -> Quantity:
        """FLOPs of all blocks over the prompt. In FLOP.

        = prompt_dense_flops + prompt_attention_flops
        """
    @property
    def attention_time_at_peak(self) -> Quantity:
        """Time of the prompt's attention at the accelerator's peak. In min.

        = compute_time(prompt_attention_flops, hardware.peak_flops)
        """
    @property
    def training_to_forward(self) -> float:
        """A training step in forward passes: 6P over 2P per token.

        = training_flops(workload.parameter_count(), 1.0) / decode_flops(workload.parameter_count(), 1.0)
        """
    @property
    def layer_forward_flops(self) -> Quantity:
        """One block's forward FLOPs for the whole batch, attention included. In GFLOP.

        = multiply_add_flops(batch_size, block_macs)
        """
    @property
    def training_step_flops(self) -> Quantity:
        """One training step counted layer by layer, attention included. In TFLOP.

        = layer_forward_flops * layers * training_to_forward
        """
    @property
    def six_p_step_flops(self) -> Quantity:
        """The same step by the 6P-per-token rule, which leaves attention out. In TFLOP.

        = training_flops(workload.parameter_count(), batch_size * context_tokens)
        """
    @property
    def attention_step_flops(self) -> Quantity:
        """The attention products' part of a training step, all blocks. In TFLOP.

        = multiply_add_flops(batch_size, attention_macs) * layers * training_to_forward
        """

class ConvLayer(Scenario):
    """One stride-1 convolution: its filter weights, its work, its one-pass traffic, and what it saves against a dense layer, an unfolded patch matrix and a depthwise separable factoring.

    A `kernel`×`kernel` filter over `in_channels` channels slides over a `height`×`width` input
    and produces one of `out_channels` feature maps; every weight is reused at each output
    position. With same padding the output keeps the input's size; without it (valid) the window
    stays inside the input. The batch shares one read of the weights; its inputs are read and its
    outputs written once. Against it stand a dense layer from the whole input to the same
    outputs, the im2col matrix that unfolds each position's patch into a row, and a depthwise
    filter per channel followed by a 1×1 convolution.
    """
    def __init__(self, *, height: int, width: int, kernel: int, in_channels: int, out_channels: int, bytes_per_value: QuantityInput, same_padding: bool = ..., batch_size: int = ..., weight_bytes_per_value: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ConvLayer: ...
    @property
    def height(self) -> int:
        """Input: Rows of the input (H)."""
    @property
    def width(self) -> int:
        """Input: Columns of the input (W)."""
    @property
    def kernel(self) -> int:
        """Input: Side of the square filter (k)."""
    @property
    def in_channels(self) -> int:
        """Input: Channels of the input (Ci)."""
    @property
    def out_channels(self) -> int:
        """Input: Feature maps of the output (Co)."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one activation value (v). Given in B."""
    @property
    def same_padding(self) -> bool:
        """Input: Whether the output keeps the input's size (same padding) or only the positions where the
        window fits (valid).
        """
    @property
    def batch_size(self) -> int:
        """Input: Examples that share one read of the weights (B)."""
    @property
    def weight_bytes_per_value(self) -> Quantity | None:
        """Input: Storage width of one weight (wv), when it differs from the activations'. Given in B."""
    @property
    def weights(self) -> int:
        """Filter weights: k·k·Ci per output channel.

        = conv_layer_weights(kernel, in_channels, out_channels)
        """
    @property
    def output_height(self) -> int:
        """Rows of the output.

        = conv_output_side(height, kernel, same_padding)
        """
    @property
    def output_width(self) -> int:
        """Columns of the output.

        = conv_output_side(width, kernel, same_padding)
        """
    @property
    def positions(self) -> int:
        """Output positions per feature map, each a reuse of every filter weight.

        = output_height * output_width
        """
    @property
    def macs(self) -> int:
        """Multiply-adds for one example.

        = positions * weights
        """
    @property
    def outputs(self) -> int:
        """Output values for one example.

        = positions * out_channels
        """
    @property
    def weight_bytes(self) -> Quantity:
        """Bytes of the weights. In B.

        = weights * optional(weight_bytes_per_value).unwrap_or(bytes_per_value)
        """
    @property
    def activation_bytes(self) -> Quantity:
        """Bytes of one example's output. In B.

        = outputs * bytes_per_value
        """
    @property
    def flops(self) -> Quantity:
        """FLOPs of the batch: two per multiply-add. In FLOP.

        = multiply_add_flops(batch_size, macs)
        """
    @property
    def batch_input_bytes(self) -> Quantity:
        """Bytes of the batch's whole input. In B.

        = batch_size * input_values * bytes_per_value
        """
    @property
    def batch_output_bytes(self) -> Quantity:
        """Bytes of the batch's output. In B.

        = batch_size * outputs * bytes_per_value
        """
    @property
    def traffic_bytes(self) -> Quantity:
        """Bytes of one pass: input read, weights read and output written once each. In B.

        = one_pass_layer_traffic(batch_input_bytes, weight_bytes, batch_output_bytes)
        """
    @property
    def traffic_intensity(self) -> Quantity:
        """FLOPs per byte of the one-pass traffic. In FLOP/B.

        = arithmetic_intensity(flops, traffic_bytes)
        """
    @property
    def activation_to_weight_ratio(self) -> float:
        """One example's output bytes over the weight bytes.

        = activation_bytes / weight_bytes
        """
    @property
    def input_values(self) -> int:
        """Values of one example's input.

        = height * width * in_channels
        """
    @property
    def dense_weights(self) -> int:
        """Weights of a dense layer from the whole input to `out_channels` outputs.

        = dense_layer_weights(input_values, out_channels)
        """
    @property
    def sharing_ratio(self) -> float:
        """Dense weights over convolution weights, for the same input and outputs.

        = dense_weights / weights
        """
    @property
    def unfolded_entries(self) -> int:
        """Entries of the im2col patch matrix: one row of k²·Ci per output position.

        = positions * kernel * kernel * in_channels
        """
    @property
    def max_copies(self) -> int:
        """Most rows of the patch matrix one input value appears in.

        = kernel * kernel
        """
    @property
    def depthwise_weights(self) -> int:
        """Weights of a depthwise step: one k×k filter per input channel.

        = kernel * kernel * in_channels
        """
    @property
    def pointwise_weights(self) -> int:
        """Weights of a pointwise (1×1) step mixing the input channels into the outputs.

        = in_channels * out_channels
        """
    @property
    def separable_weights(self) -> int:
        """Weights of the depthwise separable factoring.

        = depthwise_weights + pointwise_weights
        """
    @property
    def separable_ratio(self) -> float:
        """Standard weights over separable weights (multiply-adds per position alike); below 1 for
        a 1×1 convolution, which the factoring only lengthens.

        = weights / separable_weights
        """
    @property
    def separable_fraction(self) -> float:
        """Separable cost as a share of the standard one, in closed form: 1/Co + 1/k².

        = separable_cost_fraction(kernel, out_channels)
        """
    @property
    def separable_limit(self) -> int:
        """What `separable_ratio` approaches with many output channels: the filter's area.

        = kernel * kernel
        """
    def dense_weight_growth(self, new_height: int, new_width: int) -> float:
        """Factor by which the dense layer's weights grow for a `new_height`×`new_width` input.

        = (new_height * new_width) / (height * width)
        """

class DenseLayer(Scenario):
    """One dense (fully connected) layer: its weights, its work per example, and the two arithmetic intensities that say whether it waits on memory.

    Each of the `in_features` × `out_features` weights does one multiply-add (two FLOPs) per
    example of the batch. Counting only the weights, one read of them serves the whole batch, so
    the intensity grows with the batch without bound. Counting one pass of traffic (the batch's
    inputs read once, the weights read once, the outputs written once), the intensity instead
    tends to 2·n·m ÷ (a·(n + m)) as the batch grows. Each intensity has an inverse: the batch at
    which it reaches a target, such as a device's ridge point.
    """
    def __init__(self, *, in_features: int, out_features: int, bytes_per_weight: QuantityInput, batch_size: int = ..., activation_bytes_per_value: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DenseLayer: ...
    @property
    def in_features(self) -> int:
        """Input: Values into the layer (n)."""
    @property
    def out_features(self) -> int:
        """Input: Values out of the layer (m)."""
    @property
    def bytes_per_weight(self) -> Quantity:
        """Input: Storage width of one weight (w). Given in B."""
    @property
    def batch_size(self) -> int:
        """Input: Examples that share one read of the weights (B)."""
    @property
    def activation_bytes_per_value(self) -> Quantity | None:
        """Input: Storage width of one input or output value (a); the weight width when absent. Given in B."""
    @property
    def weights(self) -> int:
        """Weights: one per input-output pair.

        = dense_layer_weights(in_features, out_features)
        """
    @property
    def biases(self) -> int:
        """Biases: one per output.

        = i64::from(out_features)
        """
    @property
    def parameters(self) -> int:
        """Weights and biases, as a framework's parameter count reports them.

        = weights + biases
        """
    @property
    def macs_per_example(self) -> int:
        """Multiply-adds for one example: one per weight.

        = weights
        """
    @property
    def weight_bytes(self) -> Quantity:
        """Bytes of the weights. In B.

        = weights * bytes_per_weight
        """
    @property
    def intensity(self) -> Quantity:
        """FLOPs of the batch per byte of weights: each weight read serves the whole batch. In FLOP/B.

        = arithmetic_intensity(multiply_add_flops(batch_size, weights), weight_bytes)
        """
    @property
    def activation_width(self) -> Quantity:
        """Storage width of one activation: `activation_bytes_per_value`, else the weight width. In B.

        = optional(activation_bytes_per_value).unwrap_or(bytes_per_weight)
        """
    @property
    def flops(self) -> Quantity:
        """FLOPs of the batch: two per weight per example. In FLOP.

        = multiply_add_flops(batch_size, weights)
        """
    @property
    def input_bytes(self) -> Quantity:
        """Bytes of the batch's inputs. In B.

        = batch_size * in_features * activation_width
        """
    @property
    def output_bytes(self) -> Quantity:
        """Bytes of the batch's outputs. In B.

        = batch_size * out_features * activation_width
        """
    @property
    def traffic_bytes(self) -> Quantity:
        """Bytes of one pass: inputs read, weights read and outputs written once each. In B.

        = one_pass_layer_traffic(input_bytes, weight_bytes, output_bytes)
        """
    @property
    def traffic_intensity(self) -> Quantity:
        """FLOPs per byte of the one-pass traffic. In FLOP/B.

        = arithmetic_intensity(flops, traffic_bytes)
        """
    @property
    def traffic_intensity_limit(self) -> Quantity:
        """The one-pass intensity as the batch grows without bound: 2·n·m ÷ (a·(n + m)); no batch
        reaches it. In FLOP/B.

        = multiply_add_flops(1, weights) / (activation_width * (in_features + out_features))
        """
    def batch_for_intensity(self, target: QuantityInput) -> float:
        """Batch at which the weight-only intensity reaches `target`.

        = target / arithmetic_intensity(multiply_add_flops(1, weights), weight_bytes)
        """
    def batch_for_traffic_intensity(self, target: QuantityInput) -> float:
        """Batch at which the one-pass intensity reaches `target`; an error at or above the limit.

        = dense_batch_for_traffic_intensity(target, in_features, out_features, activation_width, bytes_per_weight)
        """

class ElementwiseIntensity(Scenario):
    """The arithmetic intensity of an unfused elementwise operation: a few FLOPs per element against every operand read or written."""
    def __init__(self, *, flops_per_element: int, operands_moved: int, bytes_per_value: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ElementwiseIntensity: ...
    @property
    def flops_per_element(self) -> int:
        """Input: FLOPs per element."""
    @property
    def operands_moved(self) -> int:
        """Input: Values read or written per element."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one value. Given in B."""
    @property
    def bytes_per_element(self) -> Quantity:
        """Bytes moved per element. In B.

        = operands_moved * bytes_per_value
        """
    @property
    def intensity(self) -> Quantity:
        """FLOPs per byte moved. In FLOP/B.

        = arithmetic_intensity(flops_per_element * flops(1.0), bytes_per_element)
        """

class FrameRateHeadroom(Scenario):
    """A vision model on every frame of a video stream, on an accelerator planned at a share of its peak: how much room the stream leaves, for the model and for a heavier one.

    The stream needs the frame rate times the model's work per frame; the accelerator sustains
    its peak times a planning utilization. Their ratio at the low utilization is the headroom.
    The frame rate the peak alone would promise shows how far the naive plan overshoots.
    """
    def __init__(self, *, workload: ModelInput, frame_rate: QuantityInput, peak_rate: QuantityInput, utilization_low: RatioInput, utilization_high: RatioInput, alternative_flops: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> FrameRateHeadroom: ...
    @property
    def workload(self) -> Entry:
        """Input: The model run on every frame."""
    @property
    def frame_rate(self) -> Quantity:
        """Input: Frames a second of the stream. Given in 1/s."""
    @property
    def peak_rate(self) -> Quantity:
        """Input: Peak rate of the accelerator. Given in TFLOP/s."""
    @property
    def utilization_low(self) -> float:
        """Input: Low end of the planning utilization."""
    @property
    def utilization_high(self) -> float:
        """Input: High end of the planning utilization."""
    @property
    def alternative_flops(self) -> Quantity:
        """Input: Work per frame of a heavier alternative model. Given in GFLOP."""
    @property
    def flops_per_frame(self) -> Quantity:
        """The model's work per frame. In GFLOP.

        = workload.forward_flops()
        """
    @property
    def required_rate(self) -> Quantity:
        """Rate of work the stream needs. In GFLOP/s.

        = frame_rate * flops_per_frame
        """
    @property
    def sustained_low(self) -> Quantity:
        """Rate sustained at the low utilization. In TFLOP/s.

        = peak_rate * utilization_low
        """
    @property
    def sustained_high(self) -> Quantity:
        """Rate sustained at the high utilization. In TFLOP/s.

        = peak_rate * utilization_high
        """
    @property
    def headroom(self) -> float:
        """Sustained rate at the low utilization over the rate the stream needs.

        = sustained_low / required_rate
        """
    @property
    def alternative_required_rate(self) -> Quantity:
        """Rate of work the alternative model needs on the stream. In TFLOP/s.

        = frame_rate * alternative_flops
        """
    @property
    def alternative_headroom(self) -> float:
        """Sustained rate at the low utilization over the alternative's need.

        = sustained_low / alternative_required_rate
        """
    @property
    def peak_frame_rate(self) -> Quantity:
        """Frames a second if the accelerator ran at its peak (the planning mistake). In 1/s.

        = peak_rate / flops_per_frame
        """

class KernelShare(Scenario):
    """One kernel class's multiply-adds as a share of a whole model's, per example."""
    def __init__(self, *, workload: ModelInput, kernel_macs: RatioInput, total_macs: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> KernelShare: ...
    @property
    def workload(self) -> Entry:
        """Input: The model the counts describe."""
    @property
    def kernel_macs(self) -> float:
        """Input: Multiply-adds of the kernel class per example."""
    @property
    def total_macs(self) -> float:
        """Input: Multiply-adds of the whole model per example."""
    @property
    def share(self) -> float:
        """The kernel class's share of the multiply-adds.

        = kernel_macs / total_macs
        """

class LayerStack(Scenario):
    """The weights of a network of convolution layers followed by dense layers, input first, and the share in the dense part.

    Only the layers' weights are read (biases aside); their batches and byte widths do not
    matter here. A multilayer perceptron has no convolution layers; a small CNN ends in a dense
    classifier head, which holds most of its weights.
    """
    def __init__(self, *, conv_layers: Sequence[ConvLayer | str | Mapping[str, object]] | str = ..., dense_layers: Sequence[DenseLayer | str | Mapping[str, object]] | str) -> None: ...
    def with_inputs(self, **changes: object) -> LayerStack: ...
    @property
    def conv_layers(self) -> list[ConvLayer | str]:
        """Input: Convolution layers, input first, as ConvLayer presets or tables of their inputs."""
    @property
    def dense_layers(self) -> list[DenseLayer | str]:
        """Input: Dense layers, input first, as DenseLayer presets or tables of their inputs."""
    @property
    def widths(self) -> list[int]:
        """Widths of the dense part, input first.

        = { let mut widths = vec![i64::from(dense_layers[0].in_features)]; widths.extend(dense_layers.iter().map(|d| i64::from(d.out_features))); widths }
        """
    @property
    def conv_weights(self) -> int:
        """Weights of the convolution layers.

        = total(&conv_layers.iter().map(|c| c.weights()).collect::<Result<Vec<i64>, _>>())
        """
    @property
    def dense_weights(self) -> int:
        """Weights of the dense layers.

        = total(&dense_layers.iter().map(|d| d.weights()).collect::<Result<Vec<i64>, _>>())
        """
    @property
    def weights(self) -> int:
        """Weights of the whole network.

        = conv_weights + dense_weights
        """
    @property
    def macs_per_example_dense(self) -> int:
        """Multiply-adds of the dense layers per example: one per weight.

        = dense_weights
        """
    @property
    def dense_share(self) -> float:
        """Share of the weights in the dense layers.

        = dense_weights / weights
        """

class RecurrentStep(Scenario):
    """One time step of a recurrent layer: its weights, its multiply-adds, and the state that inference and training keep.

    Each step applies `gates` affine maps (one for a plain RNN, three for a GRU, four for an
    LSTM), fused into input and recurrent matrices of gates·hidden rows; every weight does one
    multiply-add per step. Inference keeps one state vector at any sequence length;
    backpropagation through time keeps one per step.
    """
    def __init__(self, *, input_dim: int, hidden_dim: int, bytes_per_value: QuantityInput, gates: int = ..., steps: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RecurrentStep: ...
    @property
    def input_dim(self) -> int:
        """Input: Values of one input (x)."""
    @property
    def hidden_dim(self) -> int:
        """Input: Width of the state (h)."""
    @property
    def bytes_per_value(self) -> Quantity:
        """Input: Storage width of one value. Given in B."""
    @property
    def gates(self) -> int:
        """Input: Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM."""
    @property
    def steps(self) -> int:
        """Input: Steps of the sequence."""
    @property
    def gate_rows(self) -> int:
        """Rows of the fused input and recurrent matrices.

        = gates * hidden_dim
        """
    @property
    def recurrent_macs(self) -> int:
        """Multiply-adds of the recurrent matrix per step.

        = gate_rows * hidden_dim
        """
    @property
    def input_macs(self) -> int:
        """Multiply-adds of the input matrix per step.

        = gate_rows * input_dim
        """
    @property
    def macs_per_step(self) -> int:
        """Multiply-adds per step.

        = recurrent_macs + input_macs
        """
    @property
    def weights(self) -> int:
        """Input and recurrent weights, one multiply-add each per step.

        = macs_per_step
        """
    @property
    def state_bytes(self) -> Quantity:
        """Bytes of one state vector: what inference keeps at any sequence length. In B.

        = hidden_dim * bytes_per_value
        """
    @property
    def training_states(self) -> int:
        """States backpropagation through time keeps: one per step.

        = i64::from(steps)
        """

class OperationEnergyComparison(Scenario):
    """Energy per add, multiply and multiply-accumulate in a wide and a narrow number format, and one off-chip memory read counted in narrow multiply-accumulates.

    The narrow format's MAC accumulates in a wider integer, so its add is a separate input. The
    memory read is an energy per access, compared with the energy of one narrow MAC operation.
    """
    def __init__(self, *, wide_add: QuantityInput, wide_mul: QuantityInput, narrow_add: QuantityInput, narrow_mul: QuantityInput, accumulate_add: QuantityInput, memory_read: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> OperationEnergyComparison: ...
    @property
    def wide_add(self) -> Quantity:
        """Input: Energy of an add in the wide format. Given in pJ/FLOP."""
    @property
    def wide_mul(self) -> Quantity:
        """Input: Energy of a multiply in the wide format. Given in pJ/FLOP."""
    @property
    def narrow_add(self) -> Quantity:
        """Input: Energy of an add in the narrow format. Given in pJ/FLOP."""
    @property
    def narrow_mul(self) -> Quantity:
        """Input: Energy of a multiply in the narrow format. Given in pJ/FLOP."""
    @property
    def accumulate_add(self) -> Quantity:
        """Input: Energy of the add into the narrow MAC's wider accumulator. Given in pJ/FLOP."""
    @property
    def memory_read(self) -> Quantity:
        """Input: Energy of one off-chip memory read. Given in pJ."""
    @property
    def wide_mac(self) -> Quantity:
        """Energy of a wide multiply-accumulate. In pJ/FLOP.

        = multiply_accumulate_energy(wide_mul, wide_add)
        """
    @property
    def narrow_mac(self) -> Quantity:
        """Energy of a narrow multiply-accumulate. In pJ/FLOP.

        = multiply_accumulate_energy(narrow_mul, accumulate_add)
        """
    @property
    def add_ratio(self) -> float:
        """How many times more a wide add costs than a narrow one.

        = wide_add / narrow_add
        """
    @property
    def mul_ratio(self) -> float:
        """How many times more a wide multiply costs than a narrow one.

        = wide_mul / narrow_mul
        """
    @property
    def mac_ratio(self) -> float:
        """How many times more a wide MAC costs than a narrow one.

        = wide_mac / narrow_mac
        """
    @property
    def read_over_narrow_mac(self) -> float:
        """Narrow MACs one memory read costs.

        = memory_read / (narrow_mac * FLOP.of(1.0))
        """

class QuantizationGrid(Scenario):
    """Real values stored on a `bits`-bit integer grid over a clipping range, and read back.

    An affine grid spreads 2^bits codes evenly over [alpha, beta]: its step is the scale, and
    the code that stands for real zero is the zero point, so zero is stored exactly. Codes run
    from 0 (unsigned) or from −2^(bits−1) (signed). A symmetric grid is centred on zero instead:
    its zero point is 0 and its codes run over ±(2^(bits−1) − 1), wasting one code for symmetry.
    Without a range the grid spans the values' minimum and maximum (min-max calibration). Each
    value rounds to the nearest code (ties to even), clamped to the code range, and reads back as
    the scale times its distance from the zero point.
    """
    def __init__(self, *, values: Sequence[RatioInput] | str = ..., bits: int, alpha: RatioInput | None = ..., beta: RatioInput | None = ..., symmetric: bool = ..., signed: bool = ...) -> None: ...
    def with_inputs(self, **changes: object) -> QuantizationGrid: ...
    @property
    def values(self) -> list[float]:
        """Input: The real values to store."""
    @property
    def bits(self) -> int:
        """Input: Bits of one code."""
    @property
    def alpha(self) -> float | None:
        """Input: Low end of the clipping range; the smallest value when absent."""
    @property
    def beta(self) -> float | None:
        """Input: High end of the clipping range; the largest value when absent."""
    @property
    def symmetric(self) -> bool:
        """Input: A grid centred on zero, with zero point 0."""
    @property
    def signed(self) -> bool:
        """Input: Signed codes on an affine grid."""
    @property
    def lo(self) -> float:
        """Low end of the range the grid spans.

        = match optional(alpha) { Some(a) => a, None => argmin(&values, Ok), }
        """
    @property
    def hi(self) -> float:
        """High end of the range the grid spans.

        = match optional(beta) { Some(b) => b, None => argmax(&values, Ok), }
        """
    @property
    def steps(self) -> int:
        """Steps across an affine grid: one fewer than its codes.

        = int_levels(bits) - 1
        """
    @property
    def qmin(self) -> int:
        """The smallest code.

        = if symmetric { -int_max(bits) } else if signed { -(int_max(bits) + 1) } else { 0 }
        """
    @property
    def qmax(self) -> int:
        """The largest code.

        = if symmetric || signed { int_max(bits) } else { steps }
        """
    @property
    def scale(self) -> float:
        """The real value of one step.

        = if symmetric { symmetric_scale(max(lo.abs(), hi.abs()), bits) } else { affine_scale(lo, hi, bits) }
        """
    @property
    def zero_point_exact(self) -> float:
        """The zero point before rounding (0 on a symmetric grid).

        = if symmetric { 0.0 } else { -lo / scale }
        """
    @property
    def zero_point(self) -> int:
        """The code that stands for real zero.

        = if symmetric { 0 } else { zero_point(lo, scale, qmin) }
        """
    @property
    def codes(self) -> list[int]:
        """The code each value is stored as.

        = values .iter() .map(|x| quantize(*x, scale, zero_point, qmin, qmax)) .collect::<Result<Vec<i64>, _>>()
        """
    @property
    def readback(self) -> list[float]:
        """The value each code reads back as.

        = codes .iter() .map(|q| dequantize(*q, scale, zero_point)) .collect::<Result<Vec<f64>, _>>()
        """
    @property
    def errors(self) -> list[float]:
        """How far each value moved in the round trip.

        = readback.iter().zip(&values).map(|(r, x)| (*r - *x).abs()).collect::<Vec<f64>>()
        """
    @property
    def max_rounding_error(self) -> float:
        """The largest round-trip error of a value inside the range: half a step.

        = scale / 2.0
        """

class QuantizedDeploymentProfile(Scenario):
    """A float model and its INT8 version served on one accelerator, judged against acceptance limits.

    Accuracy and calibration error are stated. Latency and large-batch throughput come from a
    model of the inference engine: a batch of one costs one host launch, a floor per fused
    kernel, one read of the weights at the memory bandwidth and the device time of one image.
    The float engine's image time is its forward FLOPs at a sustained share of the peak at
    `float_precision` (FP32 engines run on TF32 tensor cores); the share is what an anchor
    accelerator's measured training rate implies (training is three forward passes of work).
    The INT8 image time is the reciprocal of a measured offline rate, which is also its
    large-batch throughput. Model sizes come from the registry at the two widths, and energy per
    image is full board power over the throughput.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, float_bytes: QuantityInput, int_bytes: QuantityInput, float_precision: str = ..., anchor_hardware: HardwareInput, anchor_training_rate: QuantityInput, int_offline_rate: QuantityInput, kernel_launch: QuantityInput, kernel_floor: QuantityInput, fused_kernels: int, float_top1_pct: RatioInput, int_top1_pct: RatioInput, float_calibration_error_pct: RatioInput, int_calibration_error_pct: RatioInput, top1_limit_pct: RatioInput, calibration_error_limit_pct: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> QuantizedDeploymentProfile: ...
    @property
    def workload(self) -> Entry:
        """Input: The model served."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator it runs on."""
    @property
    def float_bytes(self) -> Quantity:
        """Input: Storage width of one float weight. Given in B."""
    @property
    def int_bytes(self) -> Quantity:
        """Input: Storage width of one INT8 weight. Given in B."""
    @property
    def float_precision(self) -> str:
        """Input: Precision whose peak the float engine runs at."""
    @property
    def anchor_hardware(self) -> Entry:
        """Input: The accelerator whose measured training rate sets the sustained share of peak."""
    @property
    def anchor_training_rate(self) -> Quantity:
        """Input: Images a second the anchor accelerator trains at. Given in 1/s."""
    @property
    def int_offline_rate(self) -> Quantity:
        """Input: Images a second the INT8 engine serves at large batch, measured. Given in 1/s."""
    @property
    def kernel_launch(self) -> Quantity:
        """Input: Host cost of one kernel launch. Given in µs."""
    @property
    def kernel_floor(self) -> Quantity:
        """Input: Least device time one kernel takes. Given in µs."""
    @property
    def fused_kernels(self) -> int:
        """Input: Kernels of one forward pass once normalization, activation and additions are fused."""
    @property
    def float_top1_pct(self) -> float:
        """Input: Top-1 accuracy of the float model, in percent."""
    @property
    def int_top1_pct(self) -> float:
        """Input: Top-1 accuracy of the INT8 model, in percent."""
    @property
    def float_calibration_error_pct(self) -> float:
        """Input: Calibration error of the float model, in percent."""
    @property
    def int_calibration_error_pct(self) -> float:
        """Input: Calibration error of the INT8 model, in percent."""
    @property
    def top1_limit_pct(self) -> float:
        """Input: Least acceptable top-1 accuracy, in percent."""
    @property
    def calibration_error_limit_pct(self) -> float:
        """Input: Largest acceptable calibration error, in percent."""
    @property
    def top1_drop(self) -> float:
        """Top-1 accuracy points lost to quantization.

        = float_top1_pct - int_top1_pct
        """
    @property
    def sustained_fraction(self) -> float:
        """Share of the peak a forward pass sustains, from the anchor's training rate.

        = anchor_training_rate * 3 * workload.forward_flops() / anchor_hardware.peak_flops
        """
    @property
    def float_image_time(self) -> Quantity:
        """Device time of one image in the float engine. In µs.

        = compute_time(workload.forward_flops(), hardware.peak_at(float_precision) * sustained_fraction)
        """
    @property
    def int_image_time(self) -> Quantity:
        """Device time of one image in the INT8 engine. In µs.

        = 1.0 / int_offline_rate
        """
    @property
    def float_weight_read(self) -> Quantity:
        """Time to read the float weights once. In µs.

        = transfer_time(float_size, hardware.memory_bandwidth)
        """
    @property
    def int_weight_read(self) -> Quantity:
        """Time to read the INT8 weights once. In µs.

        = transfer_time(int_size, hardware.memory_bandwidth)
        """
    @property
    def float_latency(self) -> Quantity:
        """Latency of one image in the float engine. In ms.

        = engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, float_weight_read, float_image_time, 1)
        """
    @property
    def int_latency(self) -> Quantity:
        """Latency of one image in the INT8 engine. In ms.

        = engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, int_weight_read, int_image_time, 1)
        """
    @property
    def latency_speedup(self) -> float:
        """How many times faster one image is served in INT8.

        = float_latency / int_latency
        """
    @property
    def float_throughput(self) -> Quantity:
        """Images a second of the float engine at large batch. In 1/s.

        = 1.0 / float_image_time
        """
    @property
    def int_throughput(self) -> Quantity:
        """Images a second of the INT8 engine at large batch. In 1/s.

        = int_offline_rate
        """
    @property
    def throughput_gain(self) -> float:
        """How many times more images a second INT8 serves.

        = int_throughput / float_throughput
        """
    @property
    def float_size(self) -> Quantity:
        """Bytes of the float weights.

        = weight_bytes(workload, float_bytes)
        """
    @property
    def int_size(self) -> Quantity:
        """Bytes of the INT8 weights.

        = weight_bytes(workload, int_bytes)
        """
    @property
    def size_reduction(self) -> float:
        """How many times smaller the INT8 weights are.

        = float_size / int_size
        """
    @property
    def float_energy(self) -> Quantity:
        """Energy per image of the float engine at full board power. In mJ.

        = energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path), float_throughput)
        """
    @property
    def int_energy(self) -> Quantity:
        """Energy per image of the INT8 engine at full board power. In mJ.

        = energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path), int_throughput)
        """
    @property
    def energy_improvement(self) -> float:
        """How many times less energy an image takes in INT8.

        = float_energy / int_energy
        """
    @property
    def passes_top1(self) -> bool:
        """Whether the INT8 model meets the accuracy limit.

        = int_top1_pct >= top1_limit_pct
        """
    @property
    def passes_calibration(self) -> bool:
        """Whether the INT8 model meets the calibration limit.

        = int_calibration_error_pct <= calibration_error_limit_pct
        """

class ClusterTrainingTime(Scenario):
    """Wall-clock time, energy and rental cost of training a workload on a cluster of identical accelerators.

    The workload's total training work runs on `n_devices` accelerators that each deliver
    `efficiency` of their peak (end-to-end utilization), compute bound and scaling perfectly.
    Optionally the run is cut into steps of `tokens_per_step` tokens at six FLOPs per parameter
    per token, priced at an hourly rental rate per device, or run at the peak of another
    precision than the dense 16-bit one. Energy counts every device at its TDP for the whole
    run.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, n_devices: int, efficiency: RatioInput, tokens_per_step: int | None = ..., hourly_price: QuantityInput | None = ..., peak_precision: str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ClusterTrainingTime: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained; its total training work comes from the registry."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator every device is."""
    @property
    def n_devices(self) -> int:
        """Input: Devices training together."""
    @property
    def efficiency(self) -> float:
        """Input: Share of the peak each device delivers end to end."""
    @property
    def tokens_per_step(self) -> int | None:
        """Input: Tokens one training step processes."""
    @property
    def hourly_price(self) -> Quantity | None:
        """Input: Rental price of one device for an hour. Given in USD/h."""
    @property
    def peak_precision(self) -> str | None:
        """Input: Precision whose peak the devices run at; the dense 16-bit headline peak when absent."""
    @property
    def peak_rate(self) -> Quantity:
        """Peak rate of one device at the precision run. In TFLOP/s.

        = match optional(peak_precision) { Some(p) => hardware.peak_at(p), None => hardware.peak_flops, }
        """
    @property
    def training_ops(self) -> Quantity:
        """Total training work of the workload, from the registry.

        = from_registry(workload.training.ops, "training FLOPs", workload.path)
        """
    @property
    def training_time(self) -> Quantity:
        """Wall-clock time of the whole run. In d.

        = cluster_training_time(training_ops, n_devices, peak_rate, efficiency)
        """
    @property
    def delivered_rate(self) -> Quantity:
        """Rate the devices deliver together. In TFLOP/s.

        = n_devices * peak_rate * efficiency
        """
    @property
    def training_tokens(self) -> float:
        """Tokens the training work covers at six FLOPs per parameter per token.

        = training_ops / training_flops(workload.parameter_count(), 1.0)
        """
    @property
    def step_operations(self) -> Quantity:
        """Work of one training step. In TFLOP.

        = training_flops(workload.parameter_count(), tokens_per_step)
        """
    @property
    def step_time(self) -> Quantity:
        """Wall-clock time of one step. In s.

        = cluster_training_time(step_operations, n_devices, peak_rate, efficiency)
        """
    @property
    def steps(self) -> float:
        """Steps the training work makes.

        = training_ops / step_operations
        """
    @property
    def energy(self) -> Quantity:
        """Energy of every device at its TDP for the whole run. In kWh.

        = n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path) * training_time
        """
    @property
    def step_energy(self) -> Quantity:
        """Energy of every device at its TDP for one step. In J.

        = n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path) * step_time
        """
    @property
    def device_hours(self) -> Quantity:
        """Device-hours of the run. In h.

        = n_devices * training_time
        """
    @property
    def rental_cost(self) -> Quantity:
        """Rent of those device-hours. In USD.

        = device_hours * hourly_price
        """

class InputSpace(Scenario):
    """How many distinct inputs an image shape admits, against how many examples a benchmark evaluates.

    Every channel element of a `image_width` × `image_height` × `image_channels` image takes one
    of `levels` values, so there are levels^elements distinct images: a number with hundreds of
    thousands of digits for an ImageNet-sized image. Its logarithm is computed without forming
    the power. Next to it stands the number of labelled examples the benchmark evaluates, to show
    that any test set samples a vanishing share of the inputs.
    """
    def __init__(self, *, dataset: str, image_width: int, image_height: int, image_channels: int, validation_examples: int, levels: int) -> None: ...
    def with_inputs(self, **changes: object) -> InputSpace: ...
    @property
    def dataset(self) -> str:
        """Input: The dataset whose image shape is counted, by name."""
    @property
    def image_width(self) -> int:
        """Input: Width of one image, in pixels."""
    @property
    def image_height(self) -> int:
        """Input: Height of one image, in pixels."""
    @property
    def image_channels(self) -> int:
        """Input: Channels of one pixel."""
    @property
    def validation_examples(self) -> int:
        """Input: Labelled examples of the split the benchmark evaluates (its validation split)."""
    @property
    def levels(self) -> int:
        """Input: Values one channel element can take (256 at 8 bits)."""
    @property
    def elements(self) -> int:
        """Channel elements of one image.

        = image_width * image_height * image_channels
        """
    @property
    def log10_inputs(self) -> float:
        """The decimal logarithm of the number of distinct inputs.

        = input_space_log10(elements, levels)
        """
    @property
    def digits(self) -> int:
        """Decimal digits of the number of distinct inputs.

        = floor(log10_inputs) + 1
        """
    @property
    def test_examples(self) -> int:
        """Labelled examples the benchmark evaluates: the validation split.

        = validation_examples
        """

class IronLaw(Scenario):
    """The iron law of one machine for one task, and what upgrading the memory or the compute term buys.

    A task spends a memory term moving its data, a compute term doing its work, and a fixed
    overhead. In sequence the three add; with loading and computing overlapped perfectly the
    task takes the longer of the two terms plus the overhead. Each term is given directly, or as
    a volume over a rate. An upgrade divides the memory term by `memory_speedup` and the compute
    term by `compute_speedup`; the overhead stays, so the whole falls by less than the upgrade
    suggests.
    """
    def __init__(self, *, overhead: QuantityInput, memory_time_stated: QuantityInput | None = ..., data_volume: QuantityInput | None = ..., bandwidth: QuantityInput | None = ..., compute_time_stated: QuantityInput | None = ..., operations: QuantityInput | None = ..., effective_rate: QuantityInput | None = ..., memory_speedup: RatioInput = ..., compute_speedup: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> IronLaw: ...
    @property
    def overhead(self) -> Quantity:
        """Input: Fixed overhead no upgrade shortens. Given in ms."""
    @property
    def memory_time_stated(self) -> Quantity | None:
        """Input: The memory term, when known directly. Given in ms."""
    @property
    def data_volume(self) -> Quantity | None:
        """Input: Bytes the task moves, when the memory term is not stated. Given in GB."""
    @property
    def bandwidth(self) -> Quantity | None:
        """Input: Bandwidth the bytes move at. Given in GB/s."""
    @property
    def compute_time_stated(self) -> Quantity | None:
        """Input: The compute term, when known directly. Given in ms."""
    @property
    def operations(self) -> Quantity | None:
        """Input: Work the task does, when the compute term is not stated. Given in GFLOP."""
    @property
    def effective_rate(self) -> Quantity | None:
        """Input: Rate the work runs at: the peak times its utilization. Given in GFLOP/s."""
    @property
    def memory_speedup(self) -> float:
        """Input: How many times faster the upgrade makes the memory term."""
    @property
    def compute_speedup(self) -> float:
        """Input: How many times faster the upgrade makes the compute term."""
    @property
    def memory_time(self) -> Quantity:
        """The memory term.

        = match optional(memory_time_stated) { Some(t) => t, None => transfer_time(data_volume, bandwidth), }
        """
    @property
    def compute_time(self) -> Quantity:
        """The compute term.

        = match optional(compute_time_stated) { Some(t) => t, None => compute_time(operations, effective_rate), }
        """
    @property
    def upgraded_bandwidth(self) -> Quantity:
        """The bandwidth after the upgrade. In GB/s.

        = bandwidth * memory_speedup
        """
    @property
    def sequential_time(self) -> Quantity:
        """Time with the three terms in sequence.

        = iron_law_sequential_time(memory_time, compute_time, overhead)
        """
    @property
    def overlapped_time(self) -> Quantity:
        """Time with loading and computing overlapped perfectly.

        = iron_law_overlapped_time(memory_time, compute_time, overhead)
        """
    @property
    def upgraded_memory_time(self) -> Quantity:
        """The memory term after the upgrade.

        = memory_time / memory_speedup
        """
    @property
    def upgraded_compute_time(self) -> Quantity:
        """The compute term after the upgrade.

        = compute_time / compute_speedup
        """
    @property
    def upgraded_sequential_time(self) -> Quantity:
        """Time in sequence after the upgrade.

        = iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)
        """
    @property
    def upgraded_overlapped_time(self) -> Quantity:
        """Time overlapped after the upgrade.

        = iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)
        """
    @property
    def naive_upgraded_time(self) -> Quantity:
        """What dividing the whole sequential time by both speedups would promise.

        = sequential_time / (memory_speedup * compute_speedup)
        """
    @property
    def sequential_reduction(self) -> float:
        """Share of the sequential time the upgrade removes.

        = 1.0 - upgraded_sequential_time / sequential_time
        """

class AcceleratorInputFeed(Scenario):
    """Accelerators training a model at a sustained rate, fed from a storage path and by host loader workers: the arithmetic ceiling, the bandwidth the feed must deliver, and the share of the rate a slower supply takes away.

    The ceiling is the accelerator's peak over the training work of one sample
    (`training_flops_factor` forward passes). The demand is the rate times the bytes of a
    sample, as stored or after decode. A loader worker decodes and augments `worker_rate`
    samples a second, so an accelerator needs enough workers to match its rate.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, sustained_rate: QuantityInput, encoded_sample: QuantityInput | None = ..., decoded_sample: QuantityInput | None = ..., supply: QuantityInput | None = ..., training_flops_factor: RatioInput = ..., accelerators: int = ..., worker_rate: QuantityInput | None = ..., host_decode_cap: QuantityInput | None = ..., host_workers: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AcceleratorInputFeed: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator; its peak and its host link are read."""
    @property
    def sustained_rate(self) -> Quantity:
        """Input: Samples a second one accelerator trains at. Given in samples/s."""
    @property
    def encoded_sample(self) -> Quantity | None:
        """Input: Bytes of a sample as stored. Given in kB."""
    @property
    def decoded_sample(self) -> Quantity | None:
        """Input: Bytes of a sample after decode. Given in kB."""
    @property
    def supply(self) -> Quantity | None:
        """Input: The storage path that feeds the accelerators."""
    @property
    def training_flops_factor(self) -> float:
        """Input: Forward passes of work in one training step of a sample."""
    @property
    def accelerators(self) -> int:
        """Input: Accelerators fed by the path."""
    @property
    def worker_rate(self) -> Quantity | None:
        """Input: Samples a second one host loader worker prepares. Given in samples/s."""
    @property
    def host_decode_cap(self) -> Quantity | None:
        """Input: Samples a second the whole host can decode (stated for context; nothing reads it). Given in samples/s."""
    @property
    def host_workers(self) -> int | None:
        """Input: Loader workers the host gives each accelerator."""
    @property
    def host_supply(self) -> Quantity:
        """Samples a second one accelerator's workers prepare. In samples/s.

        = host_workers * worker_rate
        """
    @property
    def busy_fraction(self) -> float:
        """Share of the time the accelerator computes when the host is the slower stage.

        = min(1.0, (host_supply / sustained_rate).value)
        """
    @property
    def training_flops_per_sample(self) -> Quantity:
        """Training work of one sample. In GFLOP.

        = from_registry(workload.inference_flops, "inference FLOPs", workload.path) * training_flops_factor
        """
    @property
    def ceiling_rate(self) -> Quantity:
        """Samples a second one accelerator trains at its peak. In samples/s.

        = hardware.peak_flops / training_flops_per_sample
        """
    @property
    def sustained_fraction(self) -> float:
        """The sustained rate as a share of the ceiling.

        = sustained_rate / ceiling_rate
        """
    @property
    def achieved_flops(self) -> Quantity:
        """Model arithmetic one accelerator sustains; over the peak it is the MFU. In TFLOP/s.

        = sustained_rate * training_flops_per_sample
        """
    @property
    def ceiling_gap(self) -> float:
        """The ceiling over the sustained rate.

        = 1.0 / sustained_fraction
        """
    @property
    def total_rate(self) -> Quantity:
        """Samples a second every accelerator trains at together. In samples/s.

        = accelerators * sustained_rate
        """
    @property
    def ceiling_demand(self) -> Quantity:
        """Bandwidth every accelerator draws at the ceiling, as stored. In MB/s.

        = demand_at(ceiling_rate, false)
        """
    @property
    def decode_expansion(self) -> float:
        """Decoded bytes per stored byte.

        = decoded_sample / encoded_sample
        """
    @property
    def path_bandwidth(self) -> Quantity:
        """Bandwidth of the slowest modelled path: the storage path, or the host link when slower. In GB/s.

        = match hardware.detail().interconnect { Some(link) if link.bandwidth < supply.bandwidth => link.bandwidth, _ => supply.bandwidth, }
        """
    @property
    def supplied_fraction(self) -> float:
        """Share of the sustained demand the storage path delivers, at most 1.

        = min((supply.bandwidth / demand(false)).value, 1.0)
        """
    @property
    def worker_crossing(self) -> float:
        """Workers whose combined rate equals one accelerator's.

        = sustained_rate / worker_rate
        """
    @property
    def workers_per_accelerator(self) -> int:
        """Whole workers one accelerator needs.

        = ceil(worker_crossing - 1e-9)
        """
    @property
    def workers_pooled(self) -> int:
        """Whole workers every accelerator needs when they draw from one pool.

        = ceil((total_rate / worker_rate).value - 1e-9)
        """
    def demand(self, decoded: bool) -> Quantity:
        """Bandwidth every accelerator draws at the sustained rate, as stored or decoded (the
        reference's `demand` with its default rate; `demand_at` takes the rate). In MB/s.

        = demand_at(sustained_rate, decoded)
        """
    def demand_at(self, rate: QuantityInput, decoded: bool) -> Quantity:
        """Bandwidth every accelerator draws at `rate`, as stored or decoded. In MB/s.

        = { let (size, name) = if decoded { (optional(decoded_sample), "decoded_sample") } else { (optional(encoded_sample), "encoded_sample") }; match size { Some(size) => accelerators * rate * size, None => return Err(mlsysim_core::EvalError::missing("demand_at", name)), } }
        """
    def feeding_loss(self, decoded: bool) -> float:
        """Share of the sustained rate lost when the path is the slowest stage.

        = supply_shortfall(demand(decoded), path_bandwidth)
        """
    def samples_supplied(self, bandwidth: QuantityInput) -> Quantity:
        """Stored samples a second a path of `bandwidth` delivers. In samples/s.

        = bandwidth / encoded_sample
        """
    def streams_needed(self, bandwidth: QuantityInput) -> float:
        """Parallel streams of `bandwidth` each that meet the demand at the ceiling.

        = ceiling_demand / bandwidth
        """
    def streams_needed_at(self, bandwidth: QuantityInput, rate: QuantityInput) -> float:
        """Parallel streams of `bandwidth` each that meet the demand at `rate` (the reference's
        `streams_needed` given a rate).

        = demand_at(rate, false) / bandwidth
        """

class BinShareShift(Scenario):
    """A feature binned at its training quantiles: the training shares of each bin against the recent shares, scored by the population stability index.

    Each bin contributes (recent − training) × ln(recent ÷ training); the index is their sum,
    zero when nothing moved. A bin may be named, so its term and shares can be read by name.
    """
    def __init__(self, *, baseline_shares: Sequence[RatioInput] | str, current_shares: Sequence[RatioInput] | str, bins: Sequence[str] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> BinShareShift: ...
    @property
    def baseline_shares(self) -> list[float]:
        """Input: Training share of each bin."""
    @property
    def current_shares(self) -> list[float]:
        """Input: Recent share of each bin."""
    @property
    def bins(self) -> list[str] | None:
        """Input: Names of the bins, in the order of the shares."""
    @property
    def terms(self) -> list[float]:
        """Each bin's contribution, unfloored.

        = baseline_shares .iter() .zip(&current_shares) .map(|(&b, &c)| ln(c / b).map(|l| (c - b) * l)) .collect::<Result<Vec<f64>, _>>()
        """
    @property
    def psi(self) -> float:
        """The population stability index, every share floored at 1e-12.

        = population_stability_index(baseline_shares.clone(), current_shares.clone(), 1e-12)
        """
    def term(self, name: str) -> float:
        """The index's contribution of the bin called `name`.

        = { let by_name = bins.iter().zip(terms.iter().copied()).collect::<Named<f64>>(); by_name[name] }
        """
    def shares(self, name: str) -> list[float]:
        """Training and recent share of the bin called `name`.

        = { let positions = bins.iter().zip(0..).collect::<Named<i64>>(); let i = positions[name]; let baseline = baseline_shares[i]; let current = current_shares[i]; vec![baseline, current] }
        """
    def ratio(self, i: int) -> float:
        """Recent share over training share of bin `i` (counted from 0).

        = current_shares[i] / baseline_shares[i]
        """

class CodecEpoch(Scenario):
    """An epoch decompressed on the host every epoch: the CPU time each codec takes, and what the faster one saves per epoch and over the run."""
    def __init__(self, *, epoch_bytes: QuantityInput, epochs: int, decode_rates: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> CodecEpoch: ...
    @property
    def epoch_bytes(self) -> Quantity:
        """Input: Bytes of one epoch, decompressed. Given in GB."""
    @property
    def epochs(self) -> int:
        """Input: Epochs of the run."""
    @property
    def decode_rates(self) -> dict[str, Quantity]:
        """Input: Decompression rate, by codec. Given in MB/s."""
    def decode_time(self, codec: str) -> Quantity:
        """Host CPU time to decompress one epoch with `codec`. In min.

        = epoch_bytes / decode_rates[codec]
        """
    def time_saved(self, slow: str, fast: str) -> Quantity:
        """Time per epoch the `fast` codec saves over the `slow` one. In min.

        = decode_time(slow) - decode_time(fast)
        """
    def run_time_saved(self, slow: str, fast: str) -> Quantity:
        """Time the `fast` codec saves over the whole run. In h.

        = epochs * time_saved(slow, fast)
        """
    def rate_ratio(self, fast: str, slow: str) -> float:
        """The `fast` codec's rate over the `slow` one's.

        = decode_rates[fast] / decode_rates[slow]
        """

class ColumnProjection(Scenario):
    """A model that uses some of a table's equal-size columns, read from a row format that scans every column or a columnar one that fetches only those used."""
    def __init__(self, *, columns_used: int, columns_total: int) -> None: ...
    def with_inputs(self, **changes: object) -> ColumnProjection: ...
    @property
    def columns_used(self) -> int:
        """Input: Columns the model uses."""
    @property
    def columns_total(self) -> int:
        """Input: Columns in the table."""
    @property
    def read_fraction(self) -> float:
        """Share of the table a columnar reader fetches.

        = columns_used / columns_total
        """
    @property
    def wasted_fraction(self) -> float:
        """Share of a row-format scan the model discards.

        = 1.0 - read_fraction
        """
    @property
    def speedup(self) -> float:
        """Gain in effective bandwidth from reading only the used columns.

        = 1.0 / read_fraction
        """

class CompilationPayback(Scenario):
    """A compiled decode step and the generation that repays building it, on one replica, shared by a pool, or rebuilt by every replica.

    The eager step splits into shares (matrix multiplies, element-wise kernels, launch
    overhead); compilation removes part of each share. A build is repaid after
    `build ÷ saved per token` tokens; reused by every replica it is repaid in a fraction of that
    time, and rebuilt by each it costs every replica's devices the build time.
    """
    def __init__(self, *, token_rate: QuantityInput, step_time: QuantityInput, shares: Mapping[str, RatioInput] | str, removed: Mapping[str, RatioInput] | str, builds: Mapping[str, QuantityInput] | str, replicas: int, gpus_per_replica: int = ..., replica_life: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CompilationPayback: ...
    @property
    def token_rate(self) -> Quantity:
        """Input: Tokens a second the eager step generates. Given in tok/s."""
    @property
    def step_time(self) -> Quantity:
        """Input: Eager time per token. Given in ms."""
    @property
    def shares(self) -> dict[str, float]:
        """Input: Shares of the eager step, by kind of work."""
    @property
    def removed(self) -> dict[str, float]:
        """Input: Share of each kind of work compilation removes."""
    @property
    def builds(self) -> dict[str, Quantity]:
        """Input: Time of each build, by name. Given in min."""
    @property
    def replicas(self) -> int:
        """Input: Replicas served."""
    @property
    def gpus_per_replica(self) -> int:
        """Input: Devices of one replica."""
    @property
    def replica_life(self) -> Quantity | None:
        """Input: Held time of a short-lived replica. Given in h."""
    @property
    def step_fraction(self) -> float:
        """The compiled step as a share of the eager one.

        = sum(shares.iter().map(|(k, &v)| v * (1.0 - removed.get(k).copied().unwrap_or(0.0))))
        """
    @property
    def compiled_step(self) -> Quantity:
        """Time per token of the compiled step. In ms.

        = step_time * step_fraction
        """
    @property
    def saved_per_token(self) -> Quantity:
        """Time compilation saves per token. In ms.

        = step_time - compiled_step
        """
    @property
    def compiled_rate(self) -> Quantity:
        """Tokens a second of the compiled step. In tok/s.

        = 1.0 / compiled_step
        """
    @property
    def speedup(self) -> float:
        """The compiled rate over the eager one.

        = compiled_rate / token_rate
        """
    def tokens_to_repay(self, build: str) -> float:
        """Tokens whose savings repay `build`.

        = builds[build] / saved_per_token
        """
    def time_to_repay(self, build: str) -> Quantity:
        """Compiled generation time on one replica that repays `build`. In min.

        = tokens_to_repay(build) / compiled_rate
        """
    def shared_repay(self, build: str) -> Quantity:
        """Pool time per replica when every replica reuses one build. In s.

        = time_to_repay(build) / replicas
        """
    def rollout_cost(self, build: str) -> Quantity:
        """Device time when every replica builds its own artifact. In h.

        = builds[build] * gpus_per_replica * replicas
        """
    def build_share(self, build: str) -> float:
        """The build as a share of a short-lived replica's held time.

        = builds[build] / replica_life
        """

class CorpusTier(Scenario):
    """An audio corpus kept on storage tiers: its bytes from the dataset's clip count, length, sample rate and width, what a month of each tier costs, and how long one sequential read of the whole corpus takes."""
    def __init__(self, *, dataset: QuantityInput, storage_rates: Mapping[str, QuantityInput] | str, read_bandwidths: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> CorpusTier: ...
    @property
    def dataset(self) -> Quantity:
        """Input: The audio dataset: its clip count, clip length, sample rate and sample width are read."""
    @property
    def storage_rates(self) -> dict[str, Quantity]:
        """Input: Price of capacity, by tier. Given in USD/(TB·month)."""
    @property
    def read_bandwidths(self) -> dict[str, Quantity]:
        """Input: Sequential read bandwidth, by tier. Given in GB/s."""
    @property
    def corpus_bytes(self) -> Quantity:
        """Bytes of every clip at its sample rate and width. In GB.

        = f64::from(from_registry(dataset.training_examples, "training examples", dataset.path)) * from_registry(dataset.sample_duration, "clip length", dataset.path) * from_registry(dataset.sample_rate, "sample rate", dataset.path) * from_registry(dataset.sample_width, "sample width", dataset.path)
        """
    def monthly_cost(self, tier: str) -> Quantity:
        """What a month of the corpus costs on `tier`. In USD/month.

        = corpus_bytes * storage_rates[tier]
        """
    def load_time(self, tier: str) -> Quantity:
        """Time to read the whole corpus from `tier`. In s.

        = corpus_bytes / read_bandwidths[tier]
        """

class FeatureLookup(Scenario):
    """An online service reading stored features for every request: lookups a second and a day, and how much smaller a feature vector is than the raw record it summarizes.

    The optional budgets state the end-to-end latency of a request and the share of it the
    feature store may take; they are context for the lookup rate.
    """
    def __init__(self, *, request_rate: QuantityInput, reads_per_request: int, feature_bytes: QuantityInput | None = ..., raw_sample_bytes: QuantityInput | None = ..., request_budget: QuantityInput | None = ..., lookup_budget_low: QuantityInput | None = ..., lookup_budget_high: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> FeatureLookup: ...
    @property
    def request_rate(self) -> Quantity:
        """Input: Requests the service answers. Given in req/s."""
    @property
    def reads_per_request(self) -> int:
        """Input: Stored features read per request."""
    @property
    def feature_bytes(self) -> Quantity | None:
        """Input: Bytes of one stored feature vector. Given in kB."""
    @property
    def raw_sample_bytes(self) -> Quantity | None:
        """Input: Bytes of the raw record a feature vector summarizes. Given in kB."""
    @property
    def request_budget(self) -> Quantity | None:
        """Input: End-to-end latency budget of a request. Given in ms."""
    @property
    def lookup_budget_low(self) -> Quantity | None:
        """Input: Least share of the budget the feature store may take. Given in ms."""
    @property
    def lookup_budget_high(self) -> Quantity | None:
        """Input: Most of the budget the feature store may take. Given in ms."""
    @property
    def reads_per_day(self) -> Quantity:
        """Feature reads a day. In 1/d.

        = request_rate * reads_per_request
        """
    @property
    def reads_per_second(self) -> Quantity:
        """Feature reads a second. In 1/s.

        = request_rate * reads_per_request
        """
    @property
    def storage_reduction(self) -> float:
        """Raw bytes per stored feature byte.

        = raw_sample_bytes / feature_bytes
        """

class FleetMfu(Scenario):
    """Program goodput (model FLOP utilization) of a training step on one node and on a fleet, and the scaling efficiency between them.

    Useful work per step is the model's training arithmetic for the step's tokens (six FLOPs
    per parameter per token); MFU divides it by every device's peak over the measured step
    time. The fleet's MFU over the node's is the per-device throughput kept at scale.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, node_devices: int, fleet_devices: int, node_tokens: int, fleet_tokens: int, node_step_time: QuantityInput, fleet_step_time: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> FleetMfu: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator every device is; its peak is read."""
    @property
    def node_devices(self) -> int:
        """Input: Devices of the node."""
    @property
    def fleet_devices(self) -> int:
        """Input: Devices of the fleet."""
    @property
    def node_tokens(self) -> int:
        """Input: Tokens of one node step."""
    @property
    def fleet_tokens(self) -> int:
        """Input: Tokens of one fleet step."""
    @property
    def node_step_time(self) -> Quantity:
        """Input: Measured time of a node step. Given in ms."""
    @property
    def fleet_step_time(self) -> Quantity:
        """Input: Measured time of a fleet step. Given in ms."""
    @property
    def node_useful_work(self) -> Quantity:
        """Useful work of a node step. In PFLOP.

        = training_flops(workload.parameter_count(), node_tokens)
        """
    @property
    def fleet_useful_work(self) -> Quantity:
        """Useful work of a fleet step. In PFLOP.

        = training_flops(workload.parameter_count(), fleet_tokens)
        """
    @property
    def fleet_peak_work(self) -> Quantity:
        """Every fleet device at peak for one fleet step: the MFU's denominator. In PFLOP.

        = fleet_devices * hardware.peak_flops * fleet_step_time
        """
    @property
    def node_mfu(self) -> float:
        """MFU of the node.

        = node_useful_work / (node_devices * hardware.peak_flops * node_step_time)
        """
    @property
    def fleet_mfu(self) -> float:
        """MFU of the fleet.

        = fleet_useful_work / fleet_peak_work
        """
    @property
    def scaling_efficiency(self) -> float:
        """Per-device throughput on the fleet relative to the node.

        = fleet_mfu / node_mfu
        """
    @property
    def extra_step_time(self) -> Quantity:
        """How much longer a fleet step takes. In ms.

        = fleet_step_time - node_step_time
        """
    @property
    def extra_share(self) -> float:
        """The extra time as a share of a fleet step.

        = extra_step_time / fleet_step_time
        """

class Goodput(Scenario):
    """ML productivity goodput of a job on a pool: the share of offered capacity-time that becomes work at the ideal rate, as the product of scheduling, runtime and program goodput.

    Scheduling goodput S is held over offered time, runtime goodput R retained over held time,
    and program goodput P ideal over retained time. Each divides by what the one before passed,
    so they multiply and every lost interval is charged once, at the first boundary it fails.
    One point of a factor is worth the product of the other two; a factor raised to its ceiling
    (its owner's lever, `ceilings` by `S`, `R` or `P`) multiplies MPG by the ceiling's ratio.
    """
    def __init__(self, *, scheduling: RatioInput, runtime: RatioInput, program: RatioInput, ceilings: Mapping[str, RatioInput] | str = ..., device_hour_rate: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Goodput: ...
    @property
    def scheduling(self) -> float:
        """Input: Scheduling goodput S: held over offered capacity-time."""
    @property
    def runtime(self) -> float:
        """Input: Runtime goodput R: retained over held time."""
    @property
    def program(self) -> float:
        """Input: Program goodput P: ideal over retained time (the MFU)."""
    @property
    def ceilings(self) -> dict[str, float]:
        """Input: The value each factor's owner can reach, by factor (`S`, `R`, `P`)."""
    @property
    def device_hour_rate(self) -> Quantity | None:
        """Input: Price of one offered device-hour. Given in USD/h."""
    @property
    def mpg(self) -> float:
        """ML productivity goodput S × R × P.

        = scheduling * runtime * program
        """
    @property
    def job_product(self) -> float:
        """R × P, the job's own share of its held time.

        = runtime * program
        """
    @property
    def after_scheduling(self) -> float:
        """The share passed by the scheduling boundary: S.

        = scheduling
        """
    @property
    def after_runtime(self) -> float:
        """The share passed by the runtime boundary too: S × R.

        = scheduling * runtime
        """
    @property
    def scheduling_share(self) -> float:
        """The share lost at scheduling: 1 − S.

        = 1.0 - scheduling
        """
    @property
    def runtime_share(self) -> float:
        """The share lost at runtime: S(1 − R).

        = scheduling * (1.0 - runtime)
        """
    @property
    def program_share(self) -> float:
        """The share lost in the program: SR(1 − P).

        = scheduling * runtime * (1.0 - program)
        """
    @property
    def point_value(self) -> dict[str, float]:
        """What one point of each factor is worth: the product of the other two.

        = Named::from_iter([("S", mpg / scheduling), ("R", mpg / runtime), ("P", mpg / program)])
        """
    @property
    def ceiling_ratio(self) -> dict[str, float]:
        """Each ceiling over its factor's current value.

        = { let factors = Named::from_iter([("S", scheduling), ("R", runtime), ("P", program)]); ceilings.iter().map(|(k, &c)| (k, c / factors[k])).collect::<Named<f64>>() }
        """
    @property
    def ceiling_gain(self) -> dict[str, float]:
        """MPG gained by raising each factor to its ceiling, the others held.

        = { let factors = Named::from_iter([("S", scheduling), ("R", runtime), ("P", program)]); ceilings .iter() .map(|(k, &c)| (k, (c - factors[k]) * point_value[k])) .collect::<Named<f64>>() }
        """
    @property
    def mpg_at_ceiling(self) -> dict[str, float]:
        """MPG with each factor at its ceiling, the others held.

        = ceiling_gain.iter().map(|(k, &g)| (k, mpg + g)).collect::<Named<f64>>()
        """
    @property
    def full_scheduling_gain(self) -> float:
        """MPG gained by a perfect scheduling goodput.

        = (1.0 - scheduling) * point_value["S"]
        """
    @property
    def cost_multiple(self) -> float:
        """Price of a useful unit over the raw price: 1 ÷ MPG.

        = 1.0 / mpg
        """
    @property
    def job_cost_multiple(self) -> float:
        """A chargeback on held hours only: 1 ÷ (R × P).

        = 1.0 / (runtime * program)
        """
    @property
    def runtime_headroom(self) -> float:
        """The largest relative gain left in R: 1 ÷ R − 1.

        = 1.0 / runtime - 1.0
        """
    @property
    def useful_rate(self) -> Quantity:
        """Price of a useful device-hour: the offered rate over MPG. In USD/h.

        = device_hour_rate / mpg
        """
    def trade_ratio(self, other: Goodput | str | Mapping[str, object]) -> float:
        """MPG of `other` over this one's: the product of the factor ratios.

        = other.mpg() / mpg
        """

class KsDrift(Scenario):
    """A two-sample Kolmogorov-Smirnov drift test of a feature's training values against recent ones: the critical distance at these sample sizes, and whether an observed distance flags.

    The coefficient sets the significance level (about 1.36 at 0.05); the critical distance is
    the coefficient times a factor that shrinks as either sample grows. A release policy may act
    only above its own gate, compared here with the critical distance.
    """
    def __init__(self, *, coefficient: RatioInput, n_reference: int, n_current: int, observed_statistic: RatioInput | None = ..., significance: RatioInput | None = ..., alert_gate: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> KsDrift: ...
    @property
    def coefficient(self) -> float:
        """Input: Kolmogorov-Smirnov coefficient c(α) of the chosen level."""
    @property
    def n_reference(self) -> int:
        """Input: Training values compared."""
    @property
    def n_current(self) -> int:
        """Input: Recent values compared."""
    @property
    def observed_statistic(self) -> float | None:
        """Input: The largest gap observed between the two empirical distribution functions."""
    @property
    def significance(self) -> float | None:
        """Input: The level the coefficient was computed for, when it is not the registry's 0.05."""
    @property
    def alert_gate(self) -> float | None:
        """Input: The distance above which a release policy acts."""
    @property
    def gate_over_critical(self) -> float:
        """The policy gate over the critical distance.

        = alert_gate / critical_value
        """
    @property
    def scale(self) -> float:
        """The sample-size factor sqrt((n₀ + nₜ) ÷ (n₀ nₜ)) that the coefficient multiplies.

        = critical_value / coefficient
        """
    @property
    def critical_value(self) -> float:
        """The critical distance at these sample sizes.

        = ks_critical_value(coefficient, n_reference, n_current)
        """
    @property
    def flags(self) -> bool:
        """Whether the observed distance exceeds the critical one.

        = observed_statistic > critical_value
        """
    def flags_statistic(self, statistic: RatioInput) -> bool:
        """Whether a distance of `statistic` would exceed the critical one.

        = statistic > critical_value
        """

class RuntimeGoodput(Scenario):
    """Runtime goodput of a job: the share of its held time spent on steps it keeps, after start-up, input waits, checkpoints, recovery from failures and forced preemptions.

    Five owners' losses share one denominator, held time, to first order (each is small):
    start-up (restart, checkpoint load and warm-up once per held window), input waits,
    checkpoint waste at the Young interval (the write share plus the rework share), the
    cold-restart budget over the failure interval (its rework already counted with the
    checkpoints), and forced preemptions (their rate times the work since the last save plus a
    start-up). The job's failure interval comes from its series failure model.
    """
    def __init__(self, *, failures: SeriesFailure | str | Mapping[str, object], workload: ModelInput, bytes_per_param: QuantityInput, recovery: QuantityInput, input_wait: RatioInput, window: QuantityInput, lost_work: QuantityInput, preemption_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> RuntimeGoodput: ...
    @property
    def failures(self) -> SeriesFailure | str:
        """Input: The job's series failure model; its device count and failure interval are read."""
    @property
    def workload(self) -> Entry:
        """Input: The model whose state is checkpointed."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes the resumable state keeps per parameter. Given in B."""
    @property
    def recovery(self) -> Quantity:
        """Input: The four-term recovery budget: detection, restart, checkpoint load, warm-up."""
    @property
    def input_wait(self) -> float:
        """Input: Share of held time complete allocations wait for input."""
    @property
    def window(self) -> Quantity:
        """Input: Held time of one launch. Given in d."""
    @property
    def lost_work(self) -> Quantity:
        """Input: Work since the last save lost to each forced preemption. Given in min."""
    @property
    def preemption_rate(self) -> Quantity:
        """Input: Forced preemptions per unit of time. Given in 1/d."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of the resumable checkpoint. In B.

        = memory_from_params(workload.parameter_count(), bytes_per_param)
        """
    @property
    def mtbf(self) -> Quantity:
        """The job's failure interval. In h.

        = failures.mtbf()
        """
    @property
    def write_time(self) -> Quantity:
        """Time one checkpoint write takes. In s.

        = checkpoint_bytes / recovery.checkpoint_write_bw_gbs
        """
    @property
    def interval(self) -> Quantity:
        """The Young checkpoint interval. In min.

        = young_daly_interval(write_time, mtbf)
        """
    @property
    def write_share(self) -> float:
        """Held time spent writing checkpoints.

        = write_time / interval
        """
    @property
    def rework_share(self) -> float:
        """Held time spent redoing work after failures.

        = interval / (2.0 * mtbf)
        """
    @property
    def checkpoint_share(self) -> float:
        """Writes and rework together at the interval.

        = checkpoint_waste(write_time, interval, mtbf)
        """
    @property
    def recovery_time(self) -> Quantity:
        """The cold-restart budget of one failure. In min.

        = startup_time + recovery.detection_time_s
        """
    @property
    def recovery_share(self) -> float:
        """Held time spent recovering from failures.

        = recovery_time / mtbf
        """
    @property
    def startup_time(self) -> Quantity:
        """Restart, checkpoint load and warm-up, with no failure to detect. In min.

        = recovery.restart_time_s + write_time + recovery.warmup_time_s
        """
    @property
    def startup_share(self) -> float:
        """Held time spent starting the window.

        = startup_time / window
        """
    @property
    def input_wait_share(self) -> float:
        """Held time waiting for input.

        = input_wait
        """
    @property
    def preemption_cost(self) -> Quantity:
        """What one forced preemption costs: the lost work and a start-up. In min.

        = lost_work + startup_time
        """
    @property
    def preemption_share(self) -> float:
        """Held time lost to forced preemptions.

        = preemption_rate * preemption_cost
        """
    @property
    def failure_side(self) -> float:
        """Checkpoint waste and recovery: the losses that grow with job size.

        = checkpoint_share + recovery_share
        """
    @property
    def runtime_loss(self) -> float:
        """Every loss together.

        = startup_share + input_wait + checkpoint_share + recovery_share + preemption_share
        """
    @property
    def runtime_goodput(self) -> float:
        """Runtime goodput R.

        = 1.0 - runtime_loss
        """
    @property
    def interruption_interval(self) -> Quantity:
        """Mean time between interruptions of either kind. In h.

        = 1.0 / (1.0 / mtbf + preemption_rate)
        """
    @property
    def interruption_checkpoint_interval(self) -> Quantity:
        """The Young interval against every interruption. In min.

        = young_daly_interval(write_time, interruption_interval)
        """
    def failure_side_at(self, n_devices: int) -> float:
        """Checkpoint waste and recovery of the same job on `n_devices` devices, every other input
        held (the reference's `at(n).result.failure_side`): the failure interval scales as one
        over the device count.

        = { let scaled_mtbf = 1.0 / (n_devices * failures.device_rate()); let tau = young_daly_interval(write_time, scaled_mtbf); checkpoint_waste(write_time, tau, scaled_mtbf) + recovery_time / scaled_mtbf }
        """
    def runtime_goodput_at(self, n_devices: int) -> float:
        """Runtime goodput of the same job on `n_devices` devices, every other input held (the
        reference's `at(n).result.runtime_goodput`, one entry of its `sweep`).

        = 1.0 - (startup_share + input_wait + failure_side_at(n_devices) + preemption_share)
        """
    def crossover(self, step: int) -> int:
        """The smallest size, stepping by `step` devices from the job's own, at which checkpoint
        waste and recovery exceed the input waits.

        = { let mut n = i64::from(failures.n_devices); let mut tries = 0i64; while failure_side_at(n) <= input_wait { n += step; tries += 1; require(tries < 1_000_000, "no size within a million steps loses more to failures than to input waits"); } n }
        """

class SchedulingSnapshot(Scenario):
    """One snapshot of a shared pool's capacity at the scheduling boundary: how much of it can run a synchronous step.

    Capacity assigned to jobs includes gangs still waiting for members; only complete
    allocations can step, so scheduling goodput is the assigned share less the incomplete-gang
    share. Complete allocations waiting for input pass this boundary: their loss is runtime
    goodput's.
    """
    def __init__(self, *, assigned_share: RatioInput, incomplete_gang_share: RatioInput, input_wait_share: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> SchedulingSnapshot: ...
    @property
    def assigned_share(self) -> float:
        """Input: Share of the pool assigned to jobs."""
    @property
    def incomplete_gang_share(self) -> float:
        """Input: Share held by gangs still waiting for members."""
    @property
    def input_wait_share(self) -> float:
        """Input: Share in complete allocations waiting for input."""
    @property
    def scheduling_goodput(self) -> float:
        """Scheduling goodput: the share in complete allocations.

        = assigned_share - incomplete_gang_share
        """
    @property
    def scheduling_loss(self) -> float:
        """The share lost at the scheduling boundary.

        = 1.0 - scheduling_goodput
        """
    @property
    def unassigned_share(self) -> float:
        """The share assigned to nothing.

        = 1.0 - assigned_share
        """
    @property
    def executing_share(self) -> float:
        """The share executing steps.

        = scheduling_goodput - input_wait_share
        """
    @property
    def input_wait_of_held(self) -> float:
        """The input-wait share as a share of held time (complete allocations).

        = input_wait_share / scheduling_goodput
        """
    @property
    def partial_hold_ceiling(self) -> float:
        """Scheduling goodput if every device freed from a partial gang joined a complete one.

        = scheduling_goodput + incomplete_gang_share
        """

class TraceVolume(Scenario):
    """A profiler trace of the same window on every device of a job: the volume grows with every device traced."""
    def __init__(self, *, per_device: QuantityInput, devices: int, window: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> TraceVolume: ...
    @property
    def per_device(self) -> Quantity:
        """Input: Trace bytes one device writes in the window. Given in MB."""
    @property
    def devices(self) -> int:
        """Input: Devices traced."""
    @property
    def window(self) -> Quantity:
        """Input: The traced window (context: the volume is stated per window). Given in s."""
    @property
    def total(self) -> Quantity:
        """Trace bytes of every device together. In GB.

        = per_device * devices
        """

class ActiveLearningBudget(Scenario):
    """Active learning against a fixed label budget when scoring the pool is paid from the same budget.

    Scoring every example of the pool with a hosted model can cost more than the labels active
    learning saves; spending a share of the budget on scoring a narrowed candidate pool leaves
    the rest for labels.
    """
    def __init__(self, *, pool: RatioInput, label_budget: QuantityInput, label_price: QuantityInput, scoring_price: QuantityInput, random_labels_needed: RatioInput, active_labels_low: RatioInput, active_labels_high: RatioInput, compute_share: RatioInput, baseline_accuracy: RatioInput, target_accuracy: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> ActiveLearningBudget: ...
    @property
    def pool(self) -> float:
        """Input: Unlabeled examples in the pool."""
    @property
    def label_budget(self) -> Quantity:
        """Input: The budget for scoring and labels. Given in USD."""
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def scoring_price(self) -> Quantity:
        """Input: Price of scoring one example. Given in USD."""
    @property
    def random_labels_needed(self) -> float:
        """Input: Labels random sampling needs to reach the target."""
    @property
    def active_labels_low(self) -> float:
        """Input: Labels active learning needs, low."""
    @property
    def active_labels_high(self) -> float:
        """Input: Labels active learning needs, high."""
    @property
    def compute_share(self) -> float:
        """Input: Share of the budget spent on scoring."""
    @property
    def baseline_accuracy(self) -> float:
        """Input: Accuracy before."""
    @property
    def target_accuracy(self) -> float:
        """Input: Accuracy targeted."""
    @property
    def random_label_cost(self) -> Quantity:
        """Labels for random sampling. In USD.

        = random_labels_needed * label_price
        """
    @property
    def active_label_cost_low(self) -> Quantity:
        """Labels for active learning, low. In USD.

        = active_labels_low * label_price
        """
    @property
    def active_label_cost_high(self) -> Quantity:
        """Labels for active learning, high. In USD.

        = active_labels_high * label_price
        """
    @property
    def full_pool_scoring_cost(self) -> Quantity:
        """Scoring the whole pool. In USD.

        = pool * scoring_price
        """
    @property
    def active_total_low(self) -> Quantity:
        """Active learning with the whole pool scored, low. In USD.

        = full_pool_scoring_cost + active_label_cost_low
        """
    @property
    def active_total_high(self) -> Quantity:
        """Active learning with the whole pool scored, high. In USD.

        = full_pool_scoring_cost + active_label_cost_high
        """
    @property
    def compute_budget(self) -> Quantity:
        """The budget's share for scoring. In USD.

        = label_budget * compute_share
        """
    @property
    def candidate_pool(self) -> float:
        """Candidates the scoring budget scores.

        = compute_budget / scoring_price
        """
    @property
    def affordable_labels(self) -> float:
        """Labels the rest of the budget buys.

        = (label_budget - compute_budget) / label_price
        """

class AgreementDrift(Scenario):
    """A labeling campaign's kappa at a baseline and again later: how far label quality fell."""
    def __init__(self, *, baseline_kappa: RatioInput, later_kappa: RatioInput, elapsed: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> AgreementDrift: ...
    @property
    def baseline_kappa(self) -> float:
        """Input: Kappa at the start."""
    @property
    def later_kappa(self) -> float:
        """Input: Kappa later."""
    @property
    def elapsed(self) -> Quantity:
        """Input: Time between the two measurements. Given in month."""
    @property
    def drop(self) -> float:
        """How far kappa fell.

        = baseline_kappa - later_kappa
        """

class AlwaysOnDetectorTargets(Scenario):
    """An always-on detector's product contract: what it must catch, how rarely it may wake falsely, what it may occupy on the device, and the budget and schedule that must deliver the data for it.

    The contract computes nothing itself: its figures are the inputs that the false-alarm,
    evidence and data-budget scenarios read.
    """
    def __init__(self, *, detection_target: RatioInput, false_wake_budget: RatioInput, false_wake_horizon: QuantityInput, response_limit: QuantityInput, model_memory: QuantityInput, preprocessing_memory: QuantityInput, data_budget: QuantityInput, timeline: QuantityInput, base_detection_rate: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> AlwaysOnDetectorTargets: ...
    @property
    def detection_target(self) -> float:
        """Input: Share of spoken keywords the detector must catch."""
    @property
    def false_wake_budget(self) -> float:
        """Input: Expected false wakes allowed per horizon."""
    @property
    def false_wake_horizon(self) -> Quantity:
        """Input: The horizon the false-wake budget is counted over. Given in d."""
    @property
    def response_limit(self) -> Quantity:
        """Input: Most time from the end of the keyword to the response. Given in ms."""
    @property
    def model_memory(self) -> Quantity:
        """Input: Memory the always-on model may take. Given in kB."""
    @property
    def preprocessing_memory(self) -> Quantity:
        """Input: Memory the preprocessing state may take. Given in kB."""
    @property
    def data_budget(self) -> Quantity:
        """Input: The whole data-engineering budget. Given in USD."""
    @property
    def timeline(self) -> Quantity:
        """Input: Time to production. Given in month."""
    @property
    def base_detection_rate(self) -> float:
        """Input: An illustrative starting detection rate of the base model."""

class AnnotatorAgreement(Scenario):
    """Two annotators with the same mix of labels: the agreement they reach by chance alone, and Cohen's kappa at an observed agreement.

    Raters who label independently of the item agree only by chance, so their observed
    agreement is the chance agreement and their kappa is zero.
    """
    def __init__(self, *, class_shares: Sequence[RatioInput] | str, observed_agreement: RatioInput | None = ..., independent_raters: bool = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AnnotatorAgreement: ...
    @property
    def class_shares(self) -> list[float]:
        """Input: Share of items each class takes, summing to 1."""
    @property
    def observed_agreement(self) -> float | None:
        """Input: Share of items the two annotators label alike."""
    @property
    def independent_raters(self) -> bool:
        """Input: Whether the raters label independently of the item."""
    @property
    def chance_agreement(self) -> float:
        """Agreement by chance alone.

        = chance_agreement(class_shares.clone())
        """
    @property
    def agreement(self) -> float:
        """The observed agreement: as stated, or the chance agreement for independent raters.

        = if independent_raters { chance_agreement } else { optional(observed_agreement).unwrap_or(f64::NAN) }
        """
    @property
    def kappa(self) -> float:
        """Cohen's kappa.

        = cohens_kappa(agreement, chance_agreement)
        """

class BatchVersusStreamingIngest(Scenario):
    """One event stream ingested by always-on streaming cores or by a batch job each hour, at one core-hour price.

    Streaming runs its cores (with `redundancy_factor` cores per primary) for the listening
    hours of each day; batch runs its cores for `batch_window` of every clock hour and must
    clear that hour's data within the window.
    """
    def __init__(self, *, event_rate: QuantityInput, event_size: QuantityInput, stream_cores: int, stream_hours_per_day: QuantityInput, batch_cores: int, batch_window: QuantityInput, core_hour_price: QuantityInput, redundancy_factor: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> BatchVersusStreamingIngest: ...
    @property
    def event_rate(self) -> Quantity:
        """Input: Events a second. Given in 1/s."""
    @property
    def event_size(self) -> Quantity:
        """Input: Bytes of one event. Given in kB."""
    @property
    def stream_cores(self) -> int:
        """Input: Streaming cores, standbys included."""
    @property
    def stream_hours_per_day(self) -> Quantity:
        """Input: Hours of each day the streaming cores run. Given in h."""
    @property
    def batch_cores(self) -> int:
        """Input: Batch cores."""
    @property
    def batch_window(self) -> Quantity:
        """Input: Time the batch job runs in each clock hour. Given in min."""
    @property
    def core_hour_price(self) -> Quantity:
        """Input: Price of one core-hour. Given in USD/h."""
    @property
    def redundancy_factor(self) -> int:
        """Input: Streaming cores per primary core."""
    @property
    def throughput(self) -> Quantity:
        """Bytes a second of the stream. In GB/s.

        = event_rate * event_size
        """
    @property
    def hourly_data(self) -> Quantity:
        """Bytes of one hour of the stream. In TB.

        = throughput * hours(1.0)
        """
    @property
    def stream_core_hours_per_day(self) -> Quantity:
        """Core-hours streaming runs a day. In h.

        = stream_cores * stream_hours_per_day
        """
    @property
    def stream_cost_per_day(self) -> Quantity:
        """What streaming costs a day. In USD.

        = stream_core_hours_per_day * core_hour_price
        """
    @property
    def batch_core_hours_per_day(self) -> Quantity:
        """Core-hours the batch job runs a day. In h.

        = batch_cores * batch_window * 24.0
        """
    @property
    def batch_cost_per_day(self) -> Quantity:
        """What the batch job costs a day. In USD.

        = batch_core_hours_per_day * core_hour_price
        """
    @property
    def cost_ratio(self) -> float:
        """Streaming's daily cost over batch's.

        = stream_cost_per_day / batch_cost_per_day
        """
    @property
    def stream_primary_cores(self) -> int:
        """Streaming cores that carry load.

        = floor_div(stream_cores, redundancy_factor)
        """
    @property
    def stream_per_core(self) -> Quantity:
        """Bytes a second each primary streaming core carries. In MB/s.

        = throughput / stream_primary_cores
        """
    @property
    def batch_aggregate(self) -> Quantity:
        """Bytes a second the batch job reads to clear an hour in its window. In GB/s.

        = hourly_data / batch_window
        """
    @property
    def batch_per_core(self) -> Quantity:
        """Bytes a second each batch core reads. In MB/s.

        = batch_aggregate / batch_cores
        """

class DataBudget(Scenario):
    """A data budget split into shares by category, the labeling share buying labels at a price plus a surcharge for quality review."""
    def __init__(self, *, total: QuantityInput, shares: Mapping[str, RatioInput] | str, label_price: QuantityInput, review_overhead: RatioInput, labeling_category: str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DataBudget: ...
    @property
    def total(self) -> Quantity:
        """Input: The whole budget. Given in USD."""
    @property
    def shares(self) -> dict[str, float]:
        """Input: Share of the budget by category."""
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def review_overhead(self) -> float:
        """Input: Review surcharge as a share of the label price."""
    @property
    def labeling_category(self) -> str:
        """Input: The category that buys labels."""
    @property
    def effective_label_cost(self) -> Quantity:
        """One label with its review. In USD.

        = label_price * (1.0 + review_overhead)
        """
    @property
    def labels(self) -> float:
        """Labels the labeling allocation buys.

        = allocation(labeling_category.clone()) / effective_label_cost
        """
    def allocation(self, category: str) -> Quantity:
        """What `category` receives. In USD.

        = total * shares[category]
        """

class DesignTradeoff(Scenario):
    """One move of a design knob from a baseline to an alternative, with an illustrative quality gain; the costs that scale with the knob scale by the ratio."""
    def __init__(self, *, baseline: RatioInput, alternative: RatioInput, gain_low: RatioInput, gain_high: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DesignTradeoff: ...
    @property
    def baseline(self) -> float:
        """Input: The knob's current setting."""
    @property
    def alternative(self) -> float:
        """Input: The setting considered."""
    @property
    def gain_low(self) -> float:
        """Input: Quality gain, low (a share)."""
    @property
    def gain_high(self) -> float:
        """Input: Quality gain, high (a share)."""
    @property
    def ratio(self) -> float:
        """Cost multiple of the move.

        = alternative / baseline
        """

class FalseAlarmBudget(Scenario):
    """A detector scoring one window at a time, some hours of each day, against a false-alarm budget per horizon: the per-window false-positive rate it must hold.

    Every window without the keyword is a chance to fire, so a per-window rate multiplies into
    a count over the horizon; `rejection_levels` are per-window rejection rates to compare.
    """
    def __init__(self, *, window: QuantityInput, listening_per_day: QuantityInput, horizon: QuantityInput, budget: RatioInput, rejection_levels: Sequence[RatioInput] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> FalseAlarmBudget: ...
    @property
    def window(self) -> Quantity:
        """Input: Length of one scored window. Given in s."""
    @property
    def listening_per_day(self) -> Quantity:
        """Input: Hours of each day the detector listens. Given in h."""
    @property
    def horizon(self) -> Quantity:
        """Input: The horizon the budget counts over. Given in d."""
    @property
    def budget(self) -> float:
        """Input: Expected false alarms allowed per horizon."""
    @property
    def rejection_levels(self) -> list[float]:
        """Input: Per-window rejection rates to compare with the budget."""
    @property
    def listening_time(self) -> Quantity:
        """Listening time in one horizon. In h.

        = horizon / days(1.0) * listening_per_day
        """
    @property
    def windows(self) -> float:
        """Windows scored in one horizon.

        = listening_time / window
        """
    @property
    def target_false_positive_rate(self) -> float:
        """The per-window false-positive rate that meets the budget.

        = budget / windows
        """
    @property
    def rejection_needed(self) -> float:
        """The per-window rejection rate that meets the budget.

        = 1.0 - target_false_positive_rate
        """
    def false_alarms(self, rejection: RatioInput) -> float:
        """Expected false alarms per horizon at a per-window rejection rate.

        = windows * (1.0 - rejection)
        """
    def false_alarms_at_rate(self, rate: QuantityInput) -> float:
        """Expected false alarms per horizon at a false-alarm rate over listening time.

        = rate * listening_time
        """

class LabelGranularity(Scenario):
    """Label entries of one image: a class for every pixel of a segmentation mask against a few coordinates for each bounding box."""
    def __init__(self, *, image_width: int, image_height: int, boxes: int, coords_per_box: int) -> None: ...
    def with_inputs(self, **changes: object) -> LabelGranularity: ...
    @property
    def image_width(self) -> int:
        """Input: Width of the image, in pixels."""
    @property
    def image_height(self) -> int:
        """Input: Height of the image, in pixels."""
    @property
    def boxes(self) -> int:
        """Input: Objects boxed in the image."""
    @property
    def coords_per_box(self) -> int:
        """Input: Coordinates of one box."""
    @property
    def mask_entries(self) -> int:
        """Entries of a per-pixel mask.

        = image_width * image_height
        """
    @property
    def box_entries(self) -> int:
        """Entries of the boxes.

        = boxes * coords_per_box
        """
    @property
    def mask_to_box_ratio(self) -> float:
        """Mask entries per box entry.

        = mask_entries / box_entries
        """

class LabelingVersusTraining(Scenario):
    """A labeling budget against one training run on the labeled data, priced at a low and a high accelerator-hour rate."""
    def __init__(self, *, labeling_budget: QuantityInput, dataset_examples: RatioInput, epochs: int, throughput_per_accelerator: QuantityInput, accelerators: int, price_low: QuantityInput, price_high: QuantityInput, labeling_time_low: QuantityInput | None = ..., labeling_time_high: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> LabelingVersusTraining: ...
    @property
    def labeling_budget(self) -> Quantity:
        """Input: Money spent on labels. Given in USD."""
    @property
    def dataset_examples(self) -> float:
        """Input: Examples in the dataset."""
    @property
    def epochs(self) -> int:
        """Input: Epochs of the run."""
    @property
    def throughput_per_accelerator(self) -> Quantity:
        """Input: Examples a second one accelerator trains on. Given in 1/s."""
    @property
    def accelerators(self) -> int:
        """Input: Accelerators of the run."""
    @property
    def price_low(self) -> Quantity:
        """Input: The lower accelerator-hour price. Given in USD/h."""
    @property
    def price_high(self) -> Quantity:
        """Input: The higher accelerator-hour price. Given in USD/h."""
    @property
    def labeling_time_low(self) -> Quantity | None:
        """Input: Calendar time the labeling takes, low. Given in week."""
    @property
    def labeling_time_high(self) -> Quantity | None:
        """Input: Calendar time the labeling takes, high. Given in week."""
    @property
    def train_time(self) -> Quantity:
        """Wall-clock time of the run. In h.

        = dataset_examples * epochs / (accelerators * throughput_per_accelerator)
        """
    @property
    def train_cost_low(self) -> Quantity:
        """The run at the lower price. In USD.

        = accelerators * train_time * price_low
        """
    @property
    def train_cost_high(self) -> Quantity:
        """The run at the higher price. In USD.

        = accelerators * train_time * price_high
        """
    @property
    def ratio_low(self) -> float:
        """The labeling budget over the dearer run.

        = labeling_budget / train_cost_high
        """
    @property
    def ratio_high(self) -> float:
        """The labeling budget over the cheaper run.

        = labeling_budget / train_cost_low
        """

class LaborEffort(Scenario):
    """Items labeled by hand: the total hours and the full-time person-years they take."""
    def __init__(self, *, items: RatioInput, time_per_item: QuantityInput, work_year: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> LaborEffort: ...
    @property
    def items(self) -> float:
        """Input: Items to label."""
    @property
    def time_per_item(self) -> Quantity:
        """Input: Time one item takes. Given in s."""
    @property
    def work_year(self) -> Quantity:
        """Input: Working hours of one full-time person-year. Given in h."""
    @property
    def total_time(self) -> Quantity:
        """Hours of labeling. In h.

        = items * time_per_item
        """
    @property
    def person_years(self) -> float:
        """Full-time person-years of labeling.

        = total_time / work_year
        """

class ZeroEventExposure(Scenario):
    """Exposure needed, with no event observed, to support a rate of `budget` events per horizon at one-sided `confidence`, and the bytes of recording that exposure.

    Seeing no event over an exposure T has chance exp(−rate × T) when events arrive as a
    Poisson process; bounding the rate at the target with confidence C takes T = −ln(1 − C) ÷
    rate, about three times the mean time between events at 95%.
    """
    def __init__(self, *, budget: RatioInput, horizon: QuantityInput, confidence: RatioInput, sample_rate: QuantityInput, sample_width: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ZeroEventExposure: ...
    @property
    def budget(self) -> float:
        """Input: Events allowed per horizon."""
    @property
    def horizon(self) -> Quantity:
        """Input: The horizon the budget counts over. Given in h."""
    @property
    def confidence(self) -> float:
        """Input: One-sided confidence of the claim."""
    @property
    def sample_rate(self) -> Quantity:
        """Input: Samples a second of the recording. Given in samples/s."""
    @property
    def sample_width(self) -> Quantity:
        """Input: Bytes of one sample. Given in B."""
    @property
    def target_rate(self) -> Quantity:
        """The event rate to bound. In 1/h.

        = budget / horizon
        """
    @property
    def events_bound(self) -> float:
        """Upper confidence bound on the expected count when none is seen.

        = -ln(1.0 - confidence)
        """
    @property
    def exposure_needed(self) -> Quantity:
        """Exposure with no event that supports the rate. In h.

        = empirical_testing_exposure(target_rate, confidence)
        """
    @property
    def horizons_needed(self) -> float:
        """That exposure in horizons.

        = exposure_needed / horizon
        """
    @property
    def recording_size(self) -> Quantity:
        """Bytes of recording the exposure. In B.

        = exposure_needed * sample_rate * sample_width
        """

class ActiveLearningRounds(Scenario):
    """Active learning in rounds from an initial label set, each round paying to score the pool, against random labeling that needs more labels at the same price."""
    def __init__(self, *, label_price: QuantityInput, initial_labels: int, labels_per_round: int, rounds: int, round_scoring_cost: QuantityInput, random_labels: int, label_turnaround: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ActiveLearningRounds: ...
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def initial_labels(self) -> int:
        """Input: Labels before the first round."""
    @property
    def labels_per_round(self) -> int:
        """Input: Labels each round adds."""
    @property
    def rounds(self) -> int:
        """Input: Rounds of active learning."""
    @property
    def round_scoring_cost(self) -> Quantity:
        """Input: Cost of scoring the pool once. Given in USD."""
    @property
    def random_labels(self) -> int:
        """Input: Labels random sampling needs for the same quality."""
    @property
    def label_turnaround(self) -> Quantity | None:
        """Input: Time each round waits for its labels (context). Given in d."""
    @property
    def active_labels(self) -> int:
        """Labels active learning ends with.

        = initial_labels + rounds * labels_per_round
        """
    @property
    def random_cost(self) -> Quantity:
        """Labels of random sampling. In USD.

        = random_labels * label_price
        """
    @property
    def active_label_cost(self) -> Quantity:
        """Labels of active learning. In USD.

        = active_labels * label_price
        """
    @property
    def scoring_cost(self) -> Quantity:
        """Scoring of every round. In USD.

        = rounds * round_scoring_cost
        """
    @property
    def active_cost(self) -> Quantity:
        """Active learning's whole cost. In USD.

        = active_label_cost + scoring_cost
        """
    @property
    def roi(self) -> float:
        """What active learning saves over its own cost.

        = (random_cost - active_cost) / active_cost
        """

class AllocationGrowth(Scenario):
    """How much a compute-optimal allocation (parameters or tokens) grows when the compute budget grows, for an allocation that scales as a power of compute."""
    def __init__(self, *, compute_multiple: RatioInput, exponent: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> AllocationGrowth: ...
    @property
    def compute_multiple(self) -> float:
        """Input: Factor by which compute grows."""
    @property
    def exponent(self) -> float:
        """Input: Exponent of the allocation's power law in compute."""
    @property
    def growth(self) -> float:
        """Fractional growth of the allocation.

        = allocation_growth(compute_multiple, exponent)
        """

class BudgetMatchedLabeling(Scenario):
    """A pool to label under a budget: random labeling spends the budget, active learning reaches the same quality with fewer labels and leaves part of it unspent."""
    def __init__(self, *, pool: RatioInput, label_price: QuantityInput, budget: QuantityInput, active_labels: RatioInput, deadline: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> BudgetMatchedLabeling: ...
    @property
    def pool(self) -> float:
        """Input: Examples in the pool."""
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def budget(self) -> Quantity:
        """Input: The budget. Given in USD."""
    @property
    def active_labels(self) -> float:
        """Input: Labels active learning needs."""
    @property
    def deadline(self) -> Quantity | None:
        """Input: Time allowed (context). Given in month."""
    @property
    def full_cost(self) -> Quantity:
        """Labeling the whole pool. In USD.

        = pool * label_price
        """
    @property
    def random_labels(self) -> float:
        """Labels the budget buys at random.

        = budget / label_price
        """
    @property
    def active_cost(self) -> Quantity:
        """Active learning's labels. In USD.

        = active_labels * label_price
        """
    @property
    def unspent_share(self) -> float:
        """Share of the budget active learning leaves.

        = (budget - active_cost) / budget
        """
    @property
    def label_ratio(self) -> float:
        """Random labels per active label.

        = random_labels / active_labels
        """
    @property
    def saving(self) -> Quantity:
        """What active learning leaves of the budget. In USD.

        = budget - active_cost
        """
    @property
    def over_budget_ratio(self) -> float:
        """Labeling everything over the budget.

        = full_cost / budget
        """

class CarbonPricedPlacement(Scenario):
    """One training run placed in the region of least total cost, once with a carbon price and once without, to see whether pricing carbon moves it.

    The run is a fixed amount of IT energy on a fleet. Its length is that energy over the
    fleet's IT power at the run's MFU (30% of each accelerator's rated power whatever the load,
    the other 70% in proportion to MFU). In each region the run costs the fleet's purchase
    amortized over the run, maintenance on the whole purchase, and the facility energy (the IT
    energy at the region's PUE) at the cloud electricity price; the carbon price adds the
    facility energy's emissions on the region's grid, in tonnes, times the price. The best region
    is the one of least total (the first listed, on a tie).
    """
    def __init__(self, *, fleet: QuantityInput, it_energy: QuantityInput, regions: Sequence[str] | str, carbon_price_per_ton: QuantityInput, mfu: RatioInput, reference_grid: QuantityInput, amortization_years: RatioInput = ..., infrastructure_multiplier: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CarbonPricedPlacement: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the run uses: its accelerators' count, rated power and unit cost."""
    @property
    def it_energy(self) -> Quantity:
        """Input: IT energy of the run. Given in MWh."""
    @property
    def regions(self) -> list[str]:
        """Input: The candidate regions, by their names in the registry's grids (`US_Avg`, `Quebec`)."""
    @property
    def carbon_price_per_ton(self) -> Quantity:
        """Input: Carbon price: what a tonne of CO2e costs. Given in USD/tCO2e."""
    @property
    def mfu(self) -> float:
        """Input: Model FLOP utilization of the run, which sets the dynamic part of each device's power."""
    @property
    def reference_grid(self) -> Quantity:
        """Input: The grid the reference sizes a day of the run on. The run's IT energy a day does not
        depend on the grid; `reference_pue` and `reference_daily_cost` read it.
        """
    @property
    def amortization_years(self) -> float:
        """Input: Years over which the purchase is written off (the reference economics model's default)."""
    @property
    def infrastructure_multiplier(self) -> float:
        """Input: Purchase multiplier for networking, cooling, facility and staff; 1 counts the
        accelerators alone (the reference economics model's default).
        """
    @property
    def devices(self) -> int:
        """Accelerators in the fleet.

        = fleet.count * fleet.node.accelerators_per_node
        """
    @property
    def rated_power(self) -> Quantity:
        """Rated power of one accelerator. In W.

        = from_registry(fleet.node.accelerator.tdp, "rated power", fleet.node.accelerator.path)
        """
    @property
    def device_power(self) -> Quantity:
        """Power one accelerator draws at `mfu`. In W.

        = utilized_power(rated_power, mfu)
        """
    @property
    def it_power(self) -> Quantity:
        """IT power of the fleet. In MW.

        = devices * device_power
        """
    @property
    def it_energy_per_day(self) -> Quantity:
        """IT energy of one day of the run, the same in every region. In MWh.

        = it_power * days(1.0)
        """
    @property
    def duration_days(self) -> Quantity:
        """Length of the run: its IT energy over a day's. In d.

        = it_energy / it_energy_per_day * days(1.0)
        """
    @property
    def pue(self) -> dict[str, float]:
        """Power usage effectiveness of each region's grid.

        = each region's PUE
        """
    @property
    def facility_energy(self) -> dict[str, Quantity]:
        """Facility energy of the run in each region: the IT energy at the region's PUE. In MWh.

        = E_IT × PUE, for each region
        """
    @property
    def electricity_price(self) -> Quantity:
        """Price of electricity in every region (the registry's cloud price). In USD/kWh.

        = Pricing::Cloud::ElectricityPerKwh.value
        """
    @property
    def energy_cost(self) -> dict[str, Quantity]:
        """Cost of the facility energy in each region. In USD.

        = E_fac × price, for each region
        """
    @property
    def carbon(self) -> dict[str, Quantity]:
        """Emissions of the facility energy on each region's grid. In tCO2e.

        = carbon_from_energy(E_fac, CI), for each region
        """
    @property
    def carbon_cost(self) -> dict[str, Quantity]:
        """What the carbon price charges in each region. In USD.

        = carbon_charge(carbon, carbon price), for each region
        """
    @property
    def capex(self) -> Quantity:
        """Purchase of the fleet: accelerators at their unit cost, times the infrastructure
        multiplier. In USD.

        = devices * from_registry(fleet.node.accelerator.unit_cost, "unit cost", fleet.node.accelerator.path) * infrastructure_multiplier
        """
    @property
    def capex_for_run(self) -> Quantity:
        """The part of the purchase charged to the run. In USD.

        = amortized_capex(capex, amortization_years, duration_days)
        """
    @property
    def maintenance(self) -> Quantity:
        """Maintenance over the run, on the whole purchase. In USD.

        = maintenance_cost(capex, Pricing::Capital::AnnualMaintenanceRatio.value, duration_days)
        """
    @property
    def tco(self) -> dict[str, Quantity]:
        """Total cost of ownership of the run in each region: its purchase share, energy and
        maintenance. In USD.

        = capex for the run + energy cost + maintenance, for each region
        """
    @property
    def objective(self) -> dict[str, Quantity]:
        """What the run costs in each region with the carbon price: TCO plus the carbon charge. In USD.

        = TCO + carbon cost, for each region
        """
    @property
    def objective_untaxed(self) -> dict[str, Quantity]:
        """What the run costs in each region without a carbon price: its TCO (the carbon charge at
        a price of zero). In USD.

        = TCO, for each region (TCO + carbon charge at a price of 0)
        """
    @property
    def best_region(self) -> str:
        """The region of least cost with the carbon price (the first listed, on a tie).

        = name_of_min(&objective)
        """
    @property
    def best_region_untaxed(self) -> str:
        """The region of least cost without a carbon price (the first listed, on a tie).

        = name_of_min(&objective_untaxed)
        """
    @property
    def objective_value(self) -> Quantity:
        """The least cost with the carbon price: the best region's objective. In USD.

        = objective[&best_region]
        """
    @property
    def price_moves_run(self) -> bool:
        """Whether the carbon price moves the run to another region.

        = best_region != best_region_untaxed
        """
    @property
    def reference_pue(self) -> float:
        """PUE of the reference grid.

        = reference_grid.pue
        """
    @property
    def reference_daily_cost(self) -> Quantity:
        """Total cost of ownership of one day of the run on the reference grid. In USD.

        = amortized_capex(capex, amortization_years, days(1.0)) + it_energy_per_day * reference_pue * electricity_price + maintenance_cost(capex, Pricing::Capital::AnnualMaintenanceRatio.value, days(1.0))
        """

class CoresetRun(Scenario):
    """A model trained for some epochs on one accelerator, against a coreset scored by one forward pass of the model or of a smaller proxy: the selection inequality in time and energy, and one pruned epoch followed through storage, the host and the host link.

    Scoring once plus training on the kept share is compared with training on everything;
    rescoring repeats the scoring pass before every epoch. The data path reads the dataset's
    archive at the node's storage bandwidth, prepares `host_rate` samples a second on the host,
    and moves `decoded_sample` bytes a sample over the host link.
    """
    def __init__(self, *, workload: ModelInput, dataset: QuantityInput, hardware: HardwareInput, utilization: RatioInput, keep_fraction: RatioInput, epochs: int, training_flops_factor: RatioInput = ..., proxy: ModelInput | None = ..., proxy_epochs: int | None = ..., host_rate: QuantityInput | None = ..., decoded_sample: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CoresetRun: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def dataset(self) -> Quantity:
        """Input: The dataset; its training examples and archive size are read."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator; its peak, TDP, local storage and host link are read."""
    @property
    def utilization(self) -> float:
        """Input: Share of the peak sustained."""
    @property
    def keep_fraction(self) -> float:
        """Input: Share of the examples the coreset keeps."""
    @property
    def epochs(self) -> int:
        """Input: Training epochs."""
    @property
    def training_flops_factor(self) -> float:
        """Input: Forward passes of work in one training step of a sample."""
    @property
    def proxy(self) -> Entry | None:
        """Input: A smaller model that scores the pool instead."""
    @property
    def proxy_epochs(self) -> int | None:
        """Input: Epochs a proxy trained from scratch runs before scoring (context)."""
    @property
    def host_rate(self) -> Quantity | None:
        """Input: Samples a second the host prepares. Given in samples/s."""
    @property
    def decoded_sample(self) -> Quantity | None:
        """Input: Bytes of a sample sent to the accelerator. Given in kB."""
    @property
    def examples(self) -> float:
        """Examples of the dataset.

        = f64::from(from_registry(dataset.training_examples, "training examples", dataset.path))
        """
    @property
    def sustained_rate(self) -> Quantity:
        """Rate the accelerator sustains. In TFLOP/s.

        = hardware.peak_flops * utilization
        """
    @property
    def training_flops_per_sample(self) -> Quantity:
        """Training work of one sample. In GFLOP.

        = training_flops_factor * workload.forward_flops()
        """
    @property
    def epoch_flops(self) -> Quantity:
        """Training work of one epoch. In FLOP.

        = examples * training_flops_per_sample
        """
    @property
    def epoch_time(self) -> Quantity:
        """Time of one epoch. In s.

        = epoch_flops / sustained_rate
        """
    @property
    def epoch_energy(self) -> Quantity:
        """Energy of one epoch at TDP. In kJ.

        = from_registry(hardware.tdp, "thermal design power", hardware.path) * epoch_time
        """
    @property
    def sample_rate(self) -> Quantity:
        """Samples a second the accelerator consumes. In samples/s.

        = examples / epoch_time
        """
    @property
    def run_time(self) -> Quantity:
        """Time of every epoch. In h.

        = epochs * epoch_time
        """
    @property
    def full_time(self) -> Quantity:
        """Training on everything for every epoch. In s.

        = examples * epochs * training_flops_factor * workload.forward_flops() / sustained_rate
        """
    @property
    def subset_time(self) -> Quantity:
        """Training on the kept share. In s.

        = keep_fraction * full_time
        """
    @property
    def rescoring_time(self) -> Quantity:
        """The model rescoring the pool before every epoch. In min.

        = epochs * score_time(workload)
        """
    @property
    def rescoring_saving_fraction(self) -> float:
        """Saving share when rescoring every epoch.

        = (full_time - (rescoring_time + subset_time)) / full_time
        """
    @property
    def rescoring_over_training(self) -> float:
        """Rescoring time over subset training time.

        = rescoring_time / subset_time
        """
    @property
    def pruned_epoch_time(self) -> Quantity:
        """One epoch on the kept share. In s.

        = keep_fraction * epoch_time
        """
    @property
    def pruned_epoch_energy(self) -> Quantity:
        """Energy of one epoch on the kept share. In kJ.

        = keep_fraction * epoch_energy
        """
    @property
    def run_saving_time(self) -> Quantity:
        """Time pruning saves over the run. In h.

        = epochs * (epoch_time - pruned_epoch_time)
        """
    @property
    def run_saving_energy(self) -> Quantity:
        """Energy pruning saves over the run. In MJ.

        = epochs * (epoch_energy - pruned_epoch_energy)
        """
    @property
    def saving_over_score_energy(self) -> float:
        """Energy saved over the energy of scoring with the model.

        = run_saving_energy / score_energy(workload)
        """
    @property
    def archive_bytes(self) -> Quantity:
        """Bytes of the dataset's training archive. In GB.

        = from_registry(dataset.training_archive_size, "training archive size", dataset.path)
        """
    @property
    def storage_time(self) -> Quantity:
        """Time to read the archive from the node's storage. In s.

        = archive_bytes / from_registry(hardware.detail().storage, "local storage", hardware.path) .bandwidth
        """
    @property
    def materialized_bytes(self) -> Quantity:
        """The coreset written out as shards of its own. In GB.

        = keep_fraction * archive_bytes
        """
    @property
    def link_bytes(self) -> Quantity:
        """Bytes one epoch sends over the host link. In GB.

        = examples * decoded_sample
        """
    @property
    def link_time(self) -> Quantity:
        """Time one epoch takes on the host link. In s.

        = link_bytes / from_registry(hardware.detail().interconnect, "host link", hardware.path) .bandwidth
        """
    @property
    def host_epoch_time(self) -> Quantity:
        """Time the host takes to prepare one epoch. In s.

        = examples / host_rate
        """
    def score_time(self, scorer: ModelInput) -> Quantity:
        """One forward pass of `scorer` over the whole pool. In s.

        = examples * scorer.forward_flops() / sustained_rate
        """
    def score_energy(self, scorer: ModelInput) -> Quantity:
        """Energy of that pass at TDP. In kJ.

        = from_registry(hardware.tdp, "thermal design power", hardware.path) * score_time(scorer)
        """
    def selection_time(self, scorer: ModelInput) -> Quantity:
        """Scoring once with `scorer` plus training on the kept share. In s.

        = score_time(scorer) + subset_time
        """
    def saving(self, scorer: ModelInput) -> Quantity:
        """Time selection with `scorer` saves. In s.

        = full_time - selection_time(scorer)
        """
    def saving_fraction(self, scorer: ModelInput) -> float:
        """That saving as a share of full training.

        = saving(scorer) / full_time
        """

class CorpusRepetition(Scenario):
    """A training run set against the unique tokens of its model's own corpus: how many times the run passes over the corpus, and how far the corpus falls short of a compute-optimal one.

    The corpus holds `bytes ÷ bytes_per_token` unique tokens. The run processes its training
    work over `flops_per_param_token × parameters` tokens, so it reads the corpus that many
    times over; a compute-optimal fit asks for `tokens_per_param` tokens per parameter.
    """
    def __init__(self, *, run: ClusterTrainingTime | str | Mapping[str, object], bytes_per_token: QuantityInput, tokens_per_param: RatioInput, flops_per_param_token: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> CorpusRepetition: ...
    @property
    def run(self) -> ClusterTrainingTime | str:
        """Input: The training run: its model, accelerators, utilization and training work are read."""
    @property
    def bytes_per_token(self) -> Quantity:
        """Input: Bytes of the corpus per token. Given in B."""
    @property
    def tokens_per_param(self) -> float:
        """Input: Tokens per parameter of a compute-optimal fit."""
    @property
    def flops_per_param_token(self) -> float:
        """Input: Training FLOPs per parameter per token."""
    @property
    def workload(self) -> str:
        """The run's model, by name (the reference returns the model itself).

        = run.workload.name
        """
    @property
    def hardware(self) -> str:
        """The run's accelerator, by name (the reference returns the accelerator itself).

        = run.hardware.name
        """
    @property
    def accelerators(self) -> int:
        """Accelerators of the run.

        = run.n_devices
        """
    @property
    def utilization(self) -> float:
        """Share of peak the run sustains.

        = run.efficiency
        """
    @property
    def parameters(self) -> float:
        """Parameters of the model.

        = run.workload.parameter_count()
        """
    @property
    def corpus_bytes(self) -> Quantity:
        """Bytes of the model's training corpus. In GB.

        = from_registry(run.workload.training.dataset_size, "training dataset size", run.workload.path)
        """
    @property
    def training_flops(self) -> Quantity:
        """Training work of the run. In FLOP.

        = run.training_ops()
        """
    @property
    def unique_tokens(self) -> float:
        """Unique tokens of the corpus.

        = corpus_bytes / bytes_per_token
        """
    @property
    def optimal_tokens(self) -> float:
        """Tokens a compute-optimal fit trains on at this parameter count.

        = tokens_per_param * parameters
        """
    @property
    def shortfall(self) -> float:
        """Compute-optimal tokens over the corpus's unique tokens.

        = optimal_tokens / unique_tokens
        """
    @property
    def unique_tokens_per_param(self) -> float:
        """Unique tokens per parameter.

        = unique_tokens / parameters
        """
    @property
    def tokens_processed(self) -> float:
        """Tokens the run processes.

        = training_flops.value / (flops_per_param_token * parameters)
        """
    @property
    def trained_tokens_per_param(self) -> float:
        """Tokens processed per parameter.

        = tokens_processed / parameters
        """
    @property
    def passes(self) -> float:
        """Times the run reads its corpus.

        = tokens_processed / unique_tokens
        """
    @property
    def run_time(self) -> Quantity:
        """Wall-clock time of the run. In s.

        = run.training_time()
        """
    @property
    def run_energy(self) -> Quantity:
        """Accelerator energy at board power for the whole run. In J.

        = accelerators * from_registry(run.hardware.tdp, "thermal design power", run.hardware.path) * run_time
        """
    @property
    def compute_optimal(self) -> list[float]:
        """Parameters and tokens that spend the same work at `tokens_per_param`.

        = compute_optimal_allocation(training_flops, tokens_per_param, flops_per_param_token)
        """

class CoverageFloor(Scenario):
    """A coreset drawn without regard to class: the rare examples it keeps on average, against the floor a rare class needs."""
    def __init__(self, *, pool: RatioInput, rare_share: RatioInput, keep_fraction: RatioInput, floor: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> CoverageFloor: ...
    @property
    def pool(self) -> float:
        """Input: Examples in the pool."""
    @property
    def rare_share(self) -> float:
        """Input: Share of the pool in the rare class."""
    @property
    def keep_fraction(self) -> float:
        """Input: Share of the pool the coreset keeps."""
    @property
    def floor(self) -> float:
        """Input: Rare examples the class needs."""
    @property
    def rare(self) -> float:
        """Rare examples in the pool.

        = pool * rare_share
        """
    @property
    def expected_kept(self) -> float:
        """Rare examples the coreset keeps on average.

        = rare * keep_fraction
        """
    @property
    def shortfall(self) -> float:
        """How far the kept count falls below the floor (negative when above).

        = floor - expected_kept
        """

class CurriculumSchedule(Scenario):
    """A curriculum that reaches the target in fewer epochs than shuffled training, with an optional linear warmup in which epoch j serves j/W of the data."""
    def __init__(self, *, baseline_epochs: int, curriculum_epochs: int, warmup_epochs: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CurriculumSchedule: ...
    @property
    def baseline_epochs(self) -> int:
        """Input: Epochs to target with shuffled data."""
    @property
    def curriculum_epochs(self) -> int:
        """Input: Epochs to target with the curriculum."""
    @property
    def warmup_epochs(self) -> int | None:
        """Input: Epochs of a linear warmup."""
    @property
    def epoch_reduction(self) -> float:
        """Share of the epochs the curriculum saves.

        = (baseline_epochs - curriculum_epochs) / baseline_epochs
        """
    @property
    def warmup_samples(self) -> float:
        """Passes over the data the warmup serves.

        = (warmup_epochs + 1) / 2
        """
    @property
    def warmup_share(self) -> float:
        """Warmup passes over the warmup's epochs.

        = warmup_samples / warmup_epochs
        """

class DataCostBreakdown(Scenario):
    """A supervised dataset's bill: acquisition, labels, storage over a retention period, and a campaign of training runs; the data's share of it against compute's."""
    def __init__(self, *, acquisition: QuantityInput, labels: RatioInput, label_price: QuantityInput, storage_bytes: QuantityInput, storage_rate: QuantityInput, storage_duration: QuantityInput, run_time: QuantityInput, runs: int, accelerators: int, accelerator_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataCostBreakdown: ...
    @property
    def acquisition(self) -> Quantity:
        """Input: What acquiring the data costs. Given in USD."""
    @property
    def labels(self) -> float:
        """Input: Labels bought."""
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def storage_bytes(self) -> Quantity:
        """Input: Bytes kept. Given in GB."""
    @property
    def storage_rate(self) -> Quantity:
        """Input: Price of capacity. Given in USD/(GB·month)."""
    @property
    def storage_duration(self) -> Quantity:
        """Input: Retention period. Given in month."""
    @property
    def run_time(self) -> Quantity:
        """Input: Wall-clock time of one run. Given in h."""
    @property
    def runs(self) -> int:
        """Input: Training runs."""
    @property
    def accelerators(self) -> int:
        """Input: Accelerators of one run."""
    @property
    def accelerator_rate(self) -> Quantity:
        """Input: Price of one accelerator-hour. Given in USD/h."""
    @property
    def label_cost(self) -> Quantity:
        """What the labels cost. In USD.

        = labels * label_price
        """
    @property
    def storage_cost(self) -> Quantity:
        """What storage costs over the retention period. In USD.

        = storage_bytes * storage_rate * storage_duration
        """
    @property
    def accelerator_hours_per_run(self) -> Quantity:
        """Accelerator-hours of one run. In h.

        = accelerators * run_time
        """
    @property
    def accelerator_hours(self) -> Quantity:
        """Accelerator-hours of the campaign. In h.

        = accelerator_hours_per_run * runs
        """
    @property
    def compute_cost(self) -> Quantity:
        """What the campaign's compute costs. In USD.

        = accelerator_hours * accelerator_rate
        """
    @property
    def total(self) -> Quantity:
        """The whole bill. In USD.

        = acquisition + label_cost + storage_cost + compute_cost
        """
    @property
    def data_share(self) -> float:
        """Acquisition, labels and storage as a share of the bill.

        = (acquisition + label_cost + storage_cost) / total
        """
    @property
    def compute_share(self) -> float:
        """Compute as a share of the bill.

        = compute_cost / total
        """

class DataEchoing(Scenario):
    """A host that prepares samples slower than the accelerator consumes them, with each prepared sample used `echo_factor` times: how much of the accelerator's idle time echoing recovers."""
    def __init__(self, *, accelerator_rate: QuantityInput, host_rate: QuantityInput, examples: RatioInput, epochs: int, echo_factor: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataEchoing: ...
    @property
    def accelerator_rate(self) -> Quantity:
        """Input: Samples a second the accelerator consumes. Given in samples/s."""
    @property
    def host_rate(self) -> Quantity:
        """Input: Samples a second the host prepares. Given in samples/s."""
    @property
    def examples(self) -> float:
        """Input: Examples of one epoch."""
    @property
    def epochs(self) -> int:
        """Input: Epochs of the run."""
    @property
    def echo_factor(self) -> float:
        """Input: Times each prepared sample is used."""
    @property
    def ratio(self) -> float:
        """Accelerator rate over host rate: echoing helps up to this factor.

        = accelerator_rate / host_rate
        """
    @property
    def utilization(self) -> float:
        """Share of the time the accelerator computes without echoing.

        = host_rate / accelerator_rate
        """
    @property
    def idle_fraction(self) -> float:
        """Share of the time it waits.

        = 1.0 - (host_rate / accelerator_rate).value
        """
    @property
    def run_time(self) -> Quantity:
        """The run at the host's pace. In h.

        = epochs * examples / host_rate
        """
    @property
    def echoed_rate(self) -> Quantity:
        """Samples a second the accelerator consumes with echoing. In samples/s.

        = min(host_rate * echo_factor, accelerator_rate)
        """
    @property
    def echoed_run_time(self) -> Quantity:
        """The run with echoing. In h.

        = epochs * examples / echoed_rate
        """

class DataScalingReturn(Scenario):
    """Growing a dataset for some points of accuracy: how many times larger it becomes."""
    def __init__(self, *, base_examples: RatioInput, scaled_examples: RatioInput, accuracy_gain: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataScalingReturn: ...
    @property
    def base_examples(self) -> float:
        """Input: Examples before."""
    @property
    def scaled_examples(self) -> float:
        """Input: Examples after."""
    @property
    def accuracy_gain(self) -> float:
        """Input: Percentage points of accuracy gained."""
    @property
    def scale(self) -> float:
        """How many times larger the dataset becomes.

        = scaled_examples / base_examples
        """

class DuplicateRemoval(Scenario):
    """Near-duplicate shares removed from a run's corpus: the training time and energy each share gives back, against one read of the corpus and the MinHash signatures of its documents."""
    def __init__(self, *, run: CorpusRepetition | str | Mapping[str, object], duplicate_shares: Mapping[str, RatioInput] | str, documents: RatioInput, signature_hashes: int, hash_bytes: QuantityInput, read_bandwidth: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DuplicateRemoval: ...
    @property
    def run(self) -> CorpusRepetition | str:
        """Input: The run and its corpus."""
    @property
    def duplicate_shares(self) -> dict[str, float]:
        """Input: Share of documents removed, by corpus whose duplication rate is applied."""
    @property
    def documents(self) -> float:
        """Input: Documents in the corpus."""
    @property
    def signature_hashes(self) -> int:
        """Input: MinHash values per document signature."""
    @property
    def hash_bytes(self) -> Quantity:
        """Input: Bytes of one hash value. Given in B."""
    @property
    def read_bandwidth(self) -> Quantity:
        """Input: Bandwidth the corpus is read at. Given in GB/s."""
    @property
    def signature_bytes(self) -> Quantity:
        """Bytes of every document's signature. In GB.

        = documents * signature_hashes * hash_bytes
        """
    @property
    def read_time(self) -> Quantity:
        """Time to read the corpus once. In s.

        = run.corpus_bytes() / read_bandwidth
        """
    @property
    def all_pairs(self) -> float:
        """Comparisons an exhaustive pairwise search would make.

        = documents * (documents - 1.0) / 2.0
        """
    def time_saved(self, corpus: str) -> Quantity:
        """Training time the `corpus` share gives back. In h.

        = duplicate_shares[corpus] * run.run_time()
        """
    def energy_saved(self, corpus: str) -> Quantity:
        """Training energy the `corpus` share gives back. In kWh.

        = duplicate_shares[corpus] * run.run_energy()
        """

class InformationComputeRatio(Scenario):
    """Accuracy gained per training FLOP for one epoch over a whole dataset and over a kept subset: whether a coreset learns more per unit of work."""
    def __init__(self, *, workload: ModelInput, dataset: QuantityInput, gain_full: RatioInput, gain_subset: RatioInput, keep_fraction: RatioInput, training_flops_factor: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> InformationComputeRatio: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained; its forward FLOPs are read."""
    @property
    def dataset(self) -> Quantity:
        """Input: The dataset; its training examples are read."""
    @property
    def gain_full(self) -> float:
        """Input: Percentage points gained in one epoch on all the data."""
    @property
    def gain_subset(self) -> float:
        """Input: Percentage points gained in one epoch on the subset."""
    @property
    def keep_fraction(self) -> float:
        """Input: Share of the examples kept."""
    @property
    def training_flops_factor(self) -> float:
        """Input: Forward passes of work in one training step of a sample."""
    @property
    def examples(self) -> float:
        """Examples of the dataset.

        = f64::from(from_registry(dataset.training_examples, "training examples", dataset.path))
        """
    @property
    def training_flops_per_sample(self) -> Quantity:
        """Training work of one sample. In GFLOP.

        = from_registry(workload.inference_flops, "inference FLOPs", workload.path) * training_flops_factor
        """
    @property
    def epoch_flops(self) -> Quantity:
        """Training work of one full epoch. In FLOP.

        = examples * training_flops_per_sample
        """
    @property
    def subset_examples(self) -> float:
        """Examples of the subset.

        = examples * keep_fraction
        """
    @property
    def subset_flops(self) -> Quantity:
        """Training work of one subset epoch. In FLOP.

        = subset_examples * training_flops_per_sample
        """
    @property
    def icr_full(self) -> float:
        """Points gained per FLOP on all the data.

        = gain_full / epoch_flops.value
        """
    @property
    def icr_subset(self) -> float:
        """Points gained per FLOP on the subset.

        = gain_subset / subset_flops.value
        """
    @property
    def icr_ratio(self) -> float:
        """The subset's ratio over the full one's.

        = icr_subset / icr_full
        """

class MinHashBanding(Scenario):
    """A MinHash signature cut into bands of rows for near-duplicate search: the chance that a pair of a given similarity becomes a candidate, the similarity where the S-curve is steepest, the estimate's standard error, and the bytes of the raw signatures."""
    def __init__(self, *, bands: int, rows: int, shingle_words: int | None = ..., probe_similarities: Sequence[RatioInput] | str = ..., hash_bytes: QuantityInput | None = ..., records: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MinHashBanding: ...
    @property
    def bands(self) -> int:
        """Input: Bands the signature is cut into."""
    @property
    def rows(self) -> int:
        """Input: Hashes in one band."""
    @property
    def shingle_words(self) -> int | None:
        """Input: Words per shingle, when the features are word shingles."""
    @property
    def probe_similarities(self) -> list[float]:
        """Input: Jaccard similarities at which to read the candidate chance."""
    @property
    def hash_bytes(self) -> Quantity | None:
        """Input: Bytes of one hash value, for the raw signature matrix. Given in B."""
    @property
    def records(self) -> int | None:
        """Input: Records indexed."""
    @property
    def max_standard_error(self) -> float:
        """Largest standard error of the Jaccard estimate from the full signature (at J = 0.5).

        = minhash_standard_error(0.5, hashes)
        """
    @property
    def signature_bytes(self) -> Quantity:
        """Bytes of one record's signature. In B.

        = hashes * hash_bytes
        """
    @property
    def index_bytes(self) -> Quantity:
        """Bytes of every record's signature. In B.

        = records * signature_bytes
        """
    @property
    def hashes(self) -> int:
        """Hashes in the signature.

        = bands * rows
        """
    @property
    def threshold(self) -> float:
        """Similarity where the S-curve is steepest.

        = lsh_threshold(bands, rows)
        """
    def candidate_probability(self, similarity: RatioInput) -> float:
        """Chance a pair of Jaccard `similarity` becomes a candidate.

        = lsh_candidate_probability(similarity, bands, rows)
        """

class PretrainingAmortization(Scenario):
    """Tasks trained from scratch against one pretraining run fine-tuned for each: compute and labels on both paths, and the task count at which pretraining pays for itself."""
    def __init__(self, *, pretrain_compute: QuantityInput, scratch_compute: QuantityInput, finetune_compute: QuantityInput, tasks: int, scratch_labels: RatioInput, finetune_labels: RatioInput, label_price: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PretrainingAmortization: ...
    @property
    def pretrain_compute(self) -> Quantity:
        """Input: Accelerator-hours of the one pretraining run. Given in h."""
    @property
    def scratch_compute(self) -> Quantity:
        """Input: Accelerator-hours of one task from scratch. Given in h."""
    @property
    def finetune_compute(self) -> Quantity:
        """Input: Accelerator-hours of one fine-tuning. Given in h."""
    @property
    def tasks(self) -> int:
        """Input: Tasks."""
    @property
    def scratch_labels(self) -> float:
        """Input: Labels one task needs from scratch."""
    @property
    def finetune_labels(self) -> float:
        """Input: Labels one fine-tuning needs."""
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def scratch_total(self) -> Quantity:
        """Compute of every task from scratch. In h.

        = scratch_compute * tasks
        """
    @property
    def foundation_total(self) -> Quantity:
        """Compute of pretraining and every fine-tuning. In h.

        = pretrain_compute + finetune_compute * tasks
        """
    @property
    def scratch_label_cost(self) -> Quantity:
        """Labels of every task from scratch. In USD.

        = scratch_labels * label_price * tasks
        """
    @property
    def finetune_label_cost(self) -> Quantity:
        """Labels of every fine-tuning. In USD.

        = finetune_labels * label_price * tasks
        """
    @property
    def label_cost_reduction(self) -> float:
        """Scratch label cost over fine-tuning's.

        = scratch_label_cost / finetune_label_cost
        """
    @property
    def marginal_compute_reduction(self) -> float:
        """Compute of one task from scratch over one fine-tuning.

        = scratch_compute / finetune_compute
        """
    @property
    def crossover_tasks(self) -> float:
        """Tasks after which pretraining has paid for itself in compute.

        = pretrain_compute / (scratch_compute - finetune_compute)
        """

class RunAmortization(Scenario):
    """A one-time investment that saves money on every training run reusing its output: the net return and the savings multiple after some runs, and the runs to break even."""
    def __init__(self, *, build_cost: QuantityInput, operating_cost: QuantityInput, saving_per_run: QuantityInput, run_counts: Sequence[int] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RunAmortization: ...
    @property
    def build_cost(self) -> Quantity:
        """Input: Cost of building it. Given in USD."""
    @property
    def operating_cost(self) -> Quantity:
        """Input: One-time cost of running it. Given in USD."""
    @property
    def saving_per_run(self) -> Quantity:
        """Input: What each run saves. Given in USD."""
    @property
    def run_counts(self) -> list[int]:
        """Input: Campaign sizes at which to read the return."""
    @property
    def investment(self) -> Quantity:
        """The one-time investment. In USD.

        = build_cost + operating_cost
        """
    @property
    def breakeven_runs(self) -> float:
        """Runs that repay the investment.

        = investment / saving_per_run
        """
    def net_return(self, runs: int) -> float:
        """Return on the investment after `runs` runs.

        = (runs * saving_per_run - investment) / investment
        """
    def savings_multiple(self, runs: int) -> float:
        """Total savings over the investment after `runs` runs.

        = runs * saving_per_run / investment
        """

class SelectionBudget(Scenario):
    """The selection inequality: selecting a subset pays only when selection plus training on the subset takes less than training on everything."""
    def __init__(self, *, selection_time: QuantityInput, subset_time: QuantityInput, full_time: QuantityInput, pool: RatioInput | None = ..., kept: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SelectionBudget: ...
    @property
    def selection_time(self) -> Quantity:
        """Input: Time selection takes. Given in h."""
    @property
    def subset_time(self) -> Quantity:
        """Input: Time training on the subset takes. Given in h."""
    @property
    def full_time(self) -> Quantity:
        """Input: Time training on everything takes. Given in h."""
    @property
    def pool(self) -> float | None:
        """Input: Examples selected from (context)."""
    @property
    def kept(self) -> float | None:
        """Input: Examples kept (context)."""
    @property
    def total_time(self) -> Quantity:
        """Selection plus subset training. In h.

        = selection_time + subset_time
        """
    @property
    def net_saving(self) -> Quantity:
        """Time selection saves (negative when it costs). In h.

        = full_time - total_time
        """
    @property
    def pays(self) -> bool:
        """Whether selection saves time.

        = total_time < full_time
        """
    @property
    def breakeven_selection(self) -> Quantity:
        """Longest selection that still saves time. In h.

        = full_time - subset_time
        """
    @property
    def overhead_ratio(self) -> float:
        """Selection time over subset training time.

        = selection_time / subset_time
        """
    @property
    def selection_share(self) -> float:
        """Selection time over full training time.

        = selection_time / full_time
        """

class SemiSupervisedCost(Scenario):
    """A supervised baseline against a semi-supervised run that needs far fewer labels and more compute: labels plus compute, on both sides."""
    def __init__(self, *, label_price: QuantityInput, supervised_labels: int, supervised_compute: QuantityInput, ssl_labels: int, ssl_compute: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SemiSupervisedCost: ...
    @property
    def label_price(self) -> Quantity:
        """Input: Price of one label. Given in USD."""
    @property
    def supervised_labels(self) -> int:
        """Input: Labels of the supervised run."""
    @property
    def supervised_compute(self) -> Quantity:
        """Input: Compute of the supervised run. Given in USD."""
    @property
    def ssl_labels(self) -> int:
        """Input: Labels of the semi-supervised run."""
    @property
    def ssl_compute(self) -> Quantity:
        """Input: Compute of the semi-supervised run. Given in USD."""
    @property
    def supervised_label_cost(self) -> Quantity:
        """Labels of the supervised run. In USD.

        = supervised_labels * label_price
        """
    @property
    def supervised_total(self) -> Quantity:
        """The supervised run's whole cost. In USD.

        = supervised_label_cost + supervised_compute
        """
    @property
    def ssl_label_cost(self) -> Quantity:
        """Labels of the semi-supervised run. In USD.

        = ssl_labels * label_price
        """
    @property
    def ssl_total(self) -> Quantity:
        """The semi-supervised run's whole cost. In USD.

        = ssl_label_cost + ssl_compute
        """
    @property
    def compute_multiple(self) -> float:
        """Semi-supervised compute over supervised.

        = ssl_compute / supervised_compute
        """
    @property
    def cost_reduction(self) -> float:
        """Supervised total over semi-supervised.

        = supervised_total / ssl_total
        """
    @property
    def label_reduction(self) -> float:
        """Supervised labels over semi-supervised.

        = supervised_labels / ssl_labels
        """

class CheckpointStorm(Scenario):
    """Every data-parallel replica saving its own full copy of the state through one ingest path, against one logical copy written once.

    A bound on write volume rather than a layout: when each replica writes the whole state,
    the ingest carries it `replicas` times; split across the ranks that own it, the state
    crosses once.
    """
    def __init__(self, *, workload: ModelInput, bytes_per_param: QuantityInput, replicas: int, ingest_bandwidth: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> CheckpointStorm: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose state is saved."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes the resumable state keeps per parameter. Given in B."""
    @property
    def replicas(self) -> int:
        """Input: Replicas that each write the whole state."""
    @property
    def ingest_bandwidth(self) -> Quantity:
        """Input: Bandwidth of the shared ingest path. Given in GB/s."""
    @property
    def state_bytes(self) -> Quantity:
        """Bytes of the resumable state. In TB.

        = memory_from_params(workload.parameter_count(), bytes_per_param)
        """
    @property
    def storm_bytes(self) -> Quantity:
        """Bytes every replica writes together. In TB.

        = state_bytes * replicas
        """
    @property
    def storm_time(self) -> Quantity:
        """Time the storm takes through the ingest. In s.

        = storm_bytes / ingest_bandwidth
        """
    @property
    def single_copy_time(self) -> Quantity:
        """Time one logical copy takes. In s.

        = state_bytes / ingest_bandwidth
        """
    @property
    def slowdown(self) -> float:
        """The storm's time over one copy's.

        = storm_time / single_copy_time
        """

class CompressedRead(Scenario):
    """Compressed shards read at full rate and decoded on CPU cores: the decoded bandwidth each codec gives, and the cores it takes to keep up.

    A codec at ratio `r` turns each stored byte into `r` decoded bytes, so the read path
    delivers `r` times its bandwidth once decoded; a core decodes at the codec's output rate,
    so keeping up takes that bandwidth over the per-core rate.
    """
    def __init__(self, *, read_bandwidth: QuantityInput, compression_ratios: Mapping[str, RatioInput] | str, decode_rates: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> CompressedRead: ...
    @property
    def read_bandwidth(self) -> Quantity:
        """Input: Bandwidth the stored shards are read at. Given in GB/s."""
    @property
    def compression_ratios(self) -> dict[str, float]:
        """Input: Decoded bytes per stored byte, by codec."""
    @property
    def decode_rates(self) -> dict[str, Quantity]:
        """Input: Decoded output one core produces a second, by codec. Given in GB/s."""
    def output_bandwidth(self, codec: str) -> Quantity:
        """Decoded bytes a second when the read path runs at full rate. In GB/s.

        = read_bandwidth * compression_ratios[codec]
        """
    def decode_cores(self, codec: str) -> float:
        """Cores that decode at that rate.

        = output_bandwidth(codec.clone()) / decode_rates[codec]
        """

class DataStall(Scenario):
    """A batch delivered in `io_time` against `compute_time` of compute, run one after the other or overlapped.

    In sequence a step costs delivery plus compute. Overlapped, the loader fetches the next
    batch while the accelerator computes, so a step costs the longer of the two. The stall is
    the share of the step the accelerator spends not computing; speeding compute up alone can
    never push throughput past the plateau that delivery sets.
    """
    def __init__(self, *, compute_time: QuantityInput, io_time: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataStall: ...
    @property
    def compute_time(self) -> Quantity:
        """Input: Compute time of one batch. Given in ms."""
    @property
    def io_time(self) -> Quantity:
        """Input: Delivery time of one batch. Given in ms."""
    @property
    def sequential_step(self) -> Quantity:
        """A step with delivery and compute in sequence. In ms.

        = io_time + compute_time
        """
    @property
    def sequential_stall(self) -> float:
        """Share of a sequential step spent waiting for data.

        = io_time / sequential_step
        """
    @property
    def overlapped_step(self) -> Quantity:
        """A step with delivery overlapped with compute. In ms.

        = max(compute_time, io_time)
        """
    @property
    def overlapped_stall(self) -> float:
        """Share of an overlapped step spent waiting for data.

        = (overlapped_step - compute_time) / overlapped_step
        """
    @property
    def plateau(self) -> float:
        """The most any compute speedup can give: the limit of the relative throughput.

        = max(compute_time, io_time) / io_time
        """
    def relative_throughput(self, compute_speedup: RatioInput) -> float:
        """Overlapped throughput when compute runs `compute_speedup` times faster and delivery
        stays as it is, relative to today.

        = max(compute_time, io_time) / max(compute_time / compute_speedup, io_time)
        """

class HostIoCpu(Scenario):
    """Host CPU that data movement alone keeps busy: every read request costs a service time on a host core, by I/O path.

    At `devices × requests_per_device` requests a second, a path that spends `t` of CPU per
    request keeps `rate × t` cores busy; a path that bypasses host buffers (GPUDirect Storage)
    spends less per request.
    """
    def __init__(self, *, requests_per_device: QuantityInput, devices: int, service_times: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> HostIoCpu: ...
    @property
    def requests_per_device(self) -> Quantity:
        """Input: Read requests each device consumes a second. Given in req/s."""
    @property
    def devices(self) -> int:
        """Input: Devices on the host."""
    @property
    def service_times(self) -> dict[str, Quantity]:
        """Input: CPU time one request costs, by I/O path. Given in µs."""
    @property
    def request_rate(self) -> Quantity:
        """Requests a second the host serves. In req/s.

        = devices * requests_per_device
        """
    @property
    def cpu_seconds_per_second(self) -> dict[str, float]:
        """Cores kept busy by I/O, by path: CPU-seconds a second.

        = service_times .iter() .map(|(path, t)| (path, (request_rate * *t).value)) .collect::<Named<f64>>()
        """

class InputDemand(Scenario):
    """The input bandwidth a fleet draws: every consumer reads its own batch once per step of compute.

    Each consumer (an accelerator) reads `samples_per_step` samples of `bytes_per_sample`
    every `step_time` of compute; `busy_fraction` scales the demand down when the consumers
    spend part of the wall-clock time not computing.
    """
    def __init__(self, *, consumers: int, samples_per_step: int, bytes_per_sample: QuantityInput, step_time: QuantityInput, busy_fraction: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> InputDemand: ...
    @property
    def consumers(self) -> int:
        """Input: Consumers reading at once."""
    @property
    def samples_per_step(self) -> int:
        """Input: Samples one consumer reads per step."""
    @property
    def bytes_per_sample(self) -> Quantity:
        """Input: Bytes of one sample as read. Given in kB."""
    @property
    def step_time(self) -> Quantity:
        """Input: Compute time of one step. Given in ms."""
    @property
    def busy_fraction(self) -> float:
        """Input: Share of the wall-clock time the consumers compute."""
    @property
    def batch_bytes(self) -> Quantity:
        """Bytes of one consumer's batch. In MB.

        = samples_per_step * bytes_per_sample
        """
    @property
    def bandwidth(self) -> Quantity:
        """Bandwidth the consumers draw together. In GB/s.

        = consumers * batch_bytes / step_time * busy_fraction
        """
    @property
    def storage_tiers(self) -> list[Quantity]:
        """Read bandwidths of the registry's storage subsystems, slowest first, each once: the
        tiers `delivered` is drawn over (not in the reference). In GB/s.

        = { let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all() .iter() .map(|tier| tier.bandwidth) .collect(); tiers.sort_by(|a, b| a.value.total_cmp(&b.value)); tiers.dedup(); tiers }
        """
    def delivered(self, supply: QuantityInput) -> Quantity:
        """Bandwidth a storage path of `supply` delivers toward the demand: the lesser of the two,
        so every tier below the demand stalls the consumers (not in the reference). In GB/s.

        = min(supply, bandwidth)
        """

class ObjectStorageBill(Scenario):
    """What object storage bills beyond capacity: egress for every read that leaves the region, a fee per request, and the retrieval of an archived copy.

    Capacity is billed per byte-month. Each read across a region or provider boundary pays
    egress per byte; every file read pays a request fee quoted per `requests_per_fee` requests;
    restoring from the archive tier pays retrieval per byte, then egress for one read.
    """
    def __init__(self, *, dataset_bytes: QuantityInput, storage_rate: QuantityInput, billing_period: QuantityInput, egress_rate: QuantityInput, reads: int, files: int, request_fee: QuantityInput, requests_per_fee: int, retrieval_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ObjectStorageBill: ...
    @property
    def dataset_bytes(self) -> Quantity:
        """Input: Bytes of the dataset. Given in TB."""
    @property
    def storage_rate(self) -> Quantity:
        """Input: Price of capacity. Given in USD/(TB·month)."""
    @property
    def billing_period(self) -> Quantity:
        """Input: Period the dataset is kept. Given in month."""
    @property
    def egress_rate(self) -> Quantity:
        """Input: Price of a byte leaving the region. Given in USD/GB."""
    @property
    def reads(self) -> int:
        """Input: Reads of the whole dataset across the boundary."""
    @property
    def files(self) -> int:
        """Input: Files of the dataset, one request each per read."""
    @property
    def request_fee(self) -> Quantity:
        """Input: Fee for a batch of `requests_per_fee` requests. Given in USD."""
    @property
    def requests_per_fee(self) -> int:
        """Input: Requests the fee is quoted for."""
    @property
    def retrieval_rate(self) -> Quantity:
        """Input: Price of retrieving a byte from the archive tier. Given in USD/GB."""
    @property
    def storage_cost(self) -> Quantity:
        """Capacity over the billing period. In USD.

        = dataset_bytes * storage_rate * billing_period
        """
    @property
    def egress_per_read(self) -> Quantity:
        """Egress of one read. In USD.

        = dataset_bytes * egress_rate
        """
    @property
    def egress_cost(self) -> Quantity:
        """Egress of every read. In USD.

        = dataset_bytes * reads * egress_rate
        """
    @property
    def request_cost(self) -> Quantity:
        """Request fees of one read of every file. In USD.

        = files * (request_fee / requests_per_fee)
        """
    @property
    def archive_retrieval_cost(self) -> Quantity:
        """The retrieval fee of restoring the dataset from the archive. In USD.

        = dataset_bytes * retrieval_rate
        """
    @property
    def archive_restore_cost(self) -> Quantity:
        """The retrieval fee plus one read's egress. In USD.

        = archive_retrieval_cost + egress_per_read
        """

class PrefetchDepth(Scenario):
    """Ready batches a prefetch queue needs to hide each storage tier's tail read, and the host memory a chosen safety depth holds.

    One read at a tier's tail latency spans `latency ÷ compute_time` compute windows, so the
    queue needs that many ready batches, rounded up. A queue `safety_depth` deep holds that
    many batches per consumer in host memory.
    """
    def __init__(self, *, compute_time: QuantityInput, tail_latencies: Mapping[str, QuantityInput] | str, batch_bytes: QuantityInput, safety_depth: int, consumers_per_node: int) -> None: ...
    def with_inputs(self, **changes: object) -> PrefetchDepth: ...
    @property
    def compute_time(self) -> Quantity:
        """Input: Compute time of one step: the window a ready batch covers. Given in ms."""
    @property
    def tail_latencies(self) -> dict[str, Quantity]:
        """Input: Tail read latency of each tier. Given in ms."""
    @property
    def batch_bytes(self) -> Quantity:
        """Input: Bytes of one collated batch. Given in MB."""
    @property
    def safety_depth(self) -> int:
        """Input: Queue depth chosen for safety."""
    @property
    def consumers_per_node(self) -> int:
        """Input: Consumers on one node."""
    @property
    def spans(self) -> dict[str, float]:
        """Compute windows one tail read spans, per tier.

        = tail_latencies .iter() .map(|(tier, t)| (tier, (*t / compute_time).value)) .collect::<Named<f64>>()
        """
    @property
    def depths(self) -> dict[str, int]:
        """Ready batches that hide one tail read, per tier.

        = spans .iter() .map(|(tier, s)| ceil(*s).map(|d| (tier, d))) .collect::<Result<Named<i64>, _>>()
        """
    @property
    def buffer_per_consumer(self) -> Quantity:
        """Host memory one consumer's queue holds at the safety depth. In MB.

        = safety_depth * batch_bytes
        """
    @property
    def buffer_per_node(self) -> Quantity:
        """Host memory the node's queues hold together. In MB.

        = buffer_per_consumer * consumers_per_node
        """

class ShardPackaging(Scenario):
    """Small files packaged into large shards: how many samples each shard holds.

    A file system rated for high bandwidth still stalls on metadata when every sample is a
    file of its own; packaging them into shards turns millions of opens into thousands.
    """
    def __init__(self, *, files: int, shards: int, rated_bandwidth: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ShardPackaging: ...
    @property
    def files(self) -> int:
        """Input: Sample files."""
    @property
    def shards(self) -> int:
        """Input: Shards they are packaged into."""
    @property
    def rated_bandwidth(self) -> Quantity:
        """Input: Bandwidth the file system is rated at (context: the reference reads nothing from it). Given in GB/s."""
    @property
    def files_per_shard(self) -> float:
        """Samples in each shard.

        = files / shards
        """

class StorageFootprint(Scenario):
    """What a training run reads once, writes at every save, and keeps in its archive.

    A resumable checkpoint holds `bytes_per_param` for every parameter of the workload and is
    written once per save interval, so a long run writes many times more checkpoint bytes than
    the corpus it reads once. The corpus is cut into shards of `shard_bytes`; the archive keeps
    every `archive_every`-th checkpoint (and the last one when the count leaves a remainder),
    the compressed source and the tokenized corpus.
    """
    def __init__(self, *, workload: ModelInput, bytes_per_param: QuantityInput, corpus_bytes: QuantityInput, source_bytes: QuantityInput, run_duration: QuantityInput, save_interval: QuantityInput, shard_bytes: QuantityInput, archive_every: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> StorageFootprint: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained; its parameter count sizes the checkpoint."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes the resumable state keeps per parameter. Given in B."""
    @property
    def corpus_bytes(self) -> Quantity:
        """Input: Bytes of the tokenized corpus, read once. Given in TB."""
    @property
    def source_bytes(self) -> Quantity:
        """Input: Bytes of the compressed source kept for lineage. Given in TB."""
    @property
    def run_duration(self) -> Quantity:
        """Input: Length of the run. Given in d."""
    @property
    def save_interval(self) -> Quantity:
        """Input: Time between saves. Given in min."""
    @property
    def shard_bytes(self) -> Quantity:
        """Input: Bytes of one corpus shard. Given in GB."""
    @property
    def archive_every(self) -> int:
        """Input: The archive keeps every this-many-th checkpoint."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of one checkpoint. In TB.

        = memory_from_params(workload.parameter_count(), bytes_per_param)
        """
    @property
    def saves(self) -> int:
        """Saves over the run.

        = trunc(run_duration / save_interval)
        """
    @property
    def checkpoint_bytes_written(self) -> Quantity:
        """Checkpoint bytes written over the run. In PB.

        = checkpoint_bytes * saves
        """
    @property
    def write_read_ratio(self) -> float:
        """Checkpoint bytes written per corpus byte read.

        = checkpoint_bytes_written / corpus_bytes
        """
    @property
    def average_read_rate(self) -> Quantity:
        """The corpus spread over the run: the mean read rate. In MB/s.

        = corpus_bytes / run_duration
        """
    @property
    def shard_count(self) -> int:
        """Shards of the corpus, to the nearest whole shard.

        = round_half_even(corpus_bytes / shard_bytes)
        """
    @property
    def archived_checkpoints(self) -> int:
        """Checkpoints the archive keeps.

        = floor_div(saves, archive_every) + i64::from(modulo(saves, archive_every) != 0)
        """
    @property
    def archive_bytes(self) -> Quantity:
        """Bytes of the archive: kept checkpoints, the source and the corpus. In TB.

        = archived_checkpoints * checkpoint_bytes + source_bytes + corpus_bytes
        """

class StreamVsStage(Scenario):
    """Streaming every epoch from remote object storage against staging the dataset on local storage once per run, over a year.

    Both keep the dataset in object storage as the source of truth. Streaming pays egress for
    every epoch of every run; staging adds a year of local capacity and pays egress once per
    run. They break even at the epoch count where a run's streaming egress equals staging's
    extra cost.
    """
    def __init__(self, *, dataset_bytes: QuantityInput, epochs: int, runs_per_year: int, object_rate: QuantityInput, local_rate: QuantityInput, egress_rate: QuantityInput, year: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> StreamVsStage: ...
    @property
    def dataset_bytes(self) -> Quantity:
        """Input: Bytes of the dataset. Given in TB."""
    @property
    def epochs(self) -> int:
        """Input: Epochs of one run."""
    @property
    def runs_per_year(self) -> int:
        """Input: Runs in a year."""
    @property
    def object_rate(self) -> Quantity:
        """Input: Price of object-storage capacity. Given in USD/(TB·month)."""
    @property
    def local_rate(self) -> Quantity:
        """Input: Price of local capacity. Given in USD/(TB·month)."""
    @property
    def egress_rate(self) -> Quantity:
        """Input: Price of a byte leaving the region. Given in USD/GB."""
    @property
    def year(self) -> Quantity:
        """Input: The period priced: one year. Given in month."""
    @property
    def source_storage_cost(self) -> Quantity:
        """A year of the source copy in object storage, paid either way. In USD.

        = dataset_bytes * object_rate * year
        """
    @property
    def stream_egress_per_run(self) -> Quantity:
        """Egress of one streamed run. In USD.

        = dataset_bytes * epochs * egress_rate
        """
    @property
    def stream_egress_cost(self) -> Quantity:
        """Egress of every streamed run in the year. In USD.

        = runs_per_year * stream_egress_per_run
        """
    @property
    def stream_cost(self) -> Quantity:
        """The year's bill when streaming. In USD.

        = source_storage_cost + stream_egress_cost
        """
    @property
    def local_storage_cost(self) -> Quantity:
        """A year of the local copy. In USD.

        = dataset_bytes * local_rate * year
        """
    @property
    def stage_egress_cost(self) -> Quantity:
        """Egress of one copy per run. In USD.

        = dataset_bytes * runs_per_year * egress_rate
        """
    @property
    def stage_cost(self) -> Quantity:
        """The year's bill when staging. In USD.

        = source_storage_cost + local_storage_cost + stage_egress_cost
        """
    @property
    def savings(self) -> Quantity:
        """What staging saves over streaming. In USD.

        = stream_cost - stage_cost
        """
    @property
    def break_even_epochs(self) -> float:
        """Epochs per run at which the two bills are equal.

        = (local_storage_cost + stage_egress_cost) / (runs_per_year * (dataset_bytes * egress_rate))
        """

class SyntheticFootprint(Scenario):
    """Generated training data at rest and in motion: provenance metadata on every sample, and verification passes that read the payload again.

    Each sample carries metadata worth `provenance_overhead` of its payload. The pipeline writes
    payload and metadata once and reads the payload once per verification pass.
    """
    def __init__(self, *, payload_bytes: QuantityInput, provenance_overhead: RatioInput, verification_passes: int) -> None: ...
    def with_inputs(self, **changes: object) -> SyntheticFootprint: ...
    @property
    def payload_bytes(self) -> Quantity:
        """Input: Bytes of generated samples. Given in TB."""
    @property
    def provenance_overhead(self) -> float:
        """Input: Metadata as a share of the payload."""
    @property
    def verification_passes(self) -> int:
        """Input: Passes that read the payload to verify it."""
    @property
    def stored_bytes(self) -> Quantity:
        """Bytes at rest: payload and metadata. In TB.

        = payload_bytes * (1.0 + provenance_overhead)
        """
    @property
    def verification_bytes(self) -> Quantity:
        """Bytes the verification passes read. In TB.

        = payload_bytes * verification_passes
        """
    @property
    def pipeline_bytes(self) -> Quantity:
        """Bytes the pipeline moves: the writes and the verification reads. In TB.

        = payload_bytes + verification_bytes + payload_bytes * provenance_overhead
        """
    @property
    def capacity_amplification(self) -> float:
        """Bytes at rest per payload byte.

        = stored_bytes / payload_bytes
        """
    @property
    def traffic_amplification(self) -> float:
        """Bytes moved per payload byte.

        = pipeline_bytes / payload_bytes
        """

class TieredCache(Scenario):
    """A fast tier in front of a slow one: the mean service time and the rate delivered, from a stated hit rate or from the fast tier's capacity over a corpus sampled uniformly.

    With service times in units of one hit, a request takes `h + (1 − h) × penalty` on
    average, so the cache delivers the reciprocal of that share of the all-hit rate. Given the
    two tiers' bandwidths, the penalty is their ratio and the rate delivered is the harmonic
    mix of the two bandwidths: the time per byte averaged over hits and misses.
    """
    def __init__(self, *, hit_rate: RatioInput | None = ..., hot_capacity: QuantityInput | None = ..., corpus_parts: Mapping[str, QuantityInput] | str | None = ..., miss_penalty: RatioInput | None = ..., hot_bandwidth: QuantityInput | None = ..., miss_bandwidth: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> TieredCache: ...
    @property
    def hit_rate(self) -> float | None:
        """Input: Share of reads the fast tier serves, when stated."""
    @property
    def hot_capacity(self) -> Quantity | None:
        """Input: Capacity of the fast tier, when the hit rate follows from it. Given in TB."""
    @property
    def corpus_parts(self) -> dict[str, Quantity] | None:
        """Input: Bytes of each part of the corpus, sampled uniformly across its parts. Given in TB."""
    @property
    def miss_penalty(self) -> float | None:
        """Input: Service time of a miss over that of a hit, when no bandwidths are given."""
    @property
    def hot_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth of the fast tier. Given in GB/s."""
    @property
    def miss_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth of the tier that serves misses. Given in GB/s."""
    @property
    def corpus_bytes(self) -> Quantity:
        """Bytes of the whole corpus. In TB.

        = { let parts = corpus_parts; parts.values().copied().fold(TB.of(0.0), |total, part| total + part) }
        """
    @property
    def hit(self) -> float:
        """The hit rate: as stated, or the fast tier's share of the corpus (also the reference's
        result field `hit_rate`, which would clash with the input).

        = match optional(hit_rate) { Some(h) => h, None => { let parts = corpus_parts; (hot_capacity / parts.values().copied().fold(TB.of(0.0), |total, part| total + part)) .value } }
        """
    @property
    def effective_miss_penalty(self) -> float:
        """Service time of a miss over that of a hit (renamed from the reference's result field
        `miss_penalty`, which would clash with the input): from the bandwidths when both are
        given, else as stated.

        = match (optional(hot_bandwidth), optional(miss_bandwidth)) { (Some(hot), Some(miss)) => ((1.0 / miss) / (1.0 / hot)).value, _ => miss_penalty, }
        """
    @property
    def mean_service(self) -> float:
        """Mean service time, in hit service times.

        = hit * 1.0 + (1.0 - hit) * effective_miss_penalty
        """
    @property
    def delivered_rate(self) -> Quantity:
        """Rate delivered by the mix of hits and misses, when both bandwidths are given. In GB/s.

        = 1.0 / (hit * (1.0 / hot_bandwidth) + (1.0 - hit) * (1.0 / miss_bandwidth))
        """
    @property
    def delivered_fraction(self) -> float:
        """Rate delivered as a share of the all-hit rate.

        = match (optional(hot_bandwidth), optional(miss_bandwidth)) { (Some(hot), Some(miss)) => { ((1.0 / (hit * (1.0 / hot) + (1.0 - hit) * (1.0 / miss))) / hot).value } _ => 1.0 / mean_service, }
        """

class TieredCheckpoint(Scenario):
    """One save of a model's state across a fleet: each node writes its shard to local storage, then the shards drain to a durable tier in the background.

    Training pauses only for the local write of each node's share of the checkpoint. The
    durable copy crosses the shared tier's aggregate bandwidth, which takes as long as every
    node writing its shard at its share of that bandwidth.
    """
    def __init__(self, *, workload: ModelInput, bytes_per_param: QuantityInput, fleet: QuantityInput, local_bandwidth: QuantityInput, durable_bandwidth: QuantityInput, save_interval: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> TieredCheckpoint: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose state is saved."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes the resumable state keeps per parameter. Given in B."""
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet; its node count splits the checkpoint."""
    @property
    def local_bandwidth(self) -> Quantity:
        """Input: Local write bandwidth of one node. Given in GB/s."""
    @property
    def durable_bandwidth(self) -> Quantity:
        """Input: Aggregate bandwidth of the durable tier, shared by every node. Given in GB/s."""
    @property
    def save_interval(self) -> Quantity:
        """Input: Time between saves. Given in min."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of one checkpoint. In TB.

        = memory_from_params(workload.parameter_count(), bytes_per_param)
        """
    @property
    def per_node_shard(self) -> Quantity:
        """Bytes each node writes. In GB.

        = checkpoint_bytes / fleet.count
        """
    @property
    def local_write_time(self) -> Quantity:
        """The pause: one node's local write of its shard. In s.

        = per_node_shard / local_bandwidth
        """
    @property
    def drain_time(self) -> Quantity:
        """The background copy of the whole checkpoint to the durable tier. In s.

        = checkpoint_bytes / durable_bandwidth
        """
    @property
    def durable_share_per_node(self) -> Quantity:
        """Each node's share of the durable tier's bandwidth. In GB/s.

        = durable_bandwidth / fleet.count
        """
    @property
    def pause_fraction(self) -> float:
        """The pause as a share of the save interval.

        = local_write_time / save_interval
        """

class UtilizationLoss(Scenario):
    """Dollars of accelerator time a fleet idles when its busy share falls: the fleet is billed every hour whether it computes or waits."""
    def __init__(self, *, fleet: QuantityInput, device_hour_rate: QuantityInput, healthy_utilization: RatioInput, degraded_utilization: RatioInput, duration: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> UtilizationLoss: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet; every accelerator of it is billed."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one accelerator-hour. Given in USD/h."""
    @property
    def healthy_utilization(self) -> float:
        """Input: Busy share before the drop."""
    @property
    def degraded_utilization(self) -> float:
        """Input: Busy share after the drop."""
    @property
    def duration(self) -> Quantity:
        """Input: How long the drop lasts. Given in d."""
    @property
    def fleet_cost_per_day(self) -> Quantity:
        """What the whole fleet costs a day. In USD.

        = fleet.count * fleet.node.accelerators_per_node * device_hour_rate * days(1.0)
        """
    @property
    def loss_per_day(self) -> Quantity:
        """What the lost busy share wastes a day. In USD.

        = fleet_cost_per_day * (healthy_utilization - degraded_utilization)
        """
    @property
    def loss_total(self) -> Quantity:
        """What it wastes over the duration. In USD.

        = loss_per_day * (duration / days(1.0))
        """

class Availability(Scenario):
    """A job that needs every one of its components up at once, and a service that stays up while any one of its replicas is.

    Each component is up a share `availability` of the time, independently of the others. In
    series (a synchronous job, a request that waits for every leaf) the chance that all are up
    is that share to the power of the count; in parallel (replicas behind a balancer) the chance
    that at least one is up is one minus the chance that all are down.
    """
    def __init__(self, *, availability: RatioInput, n_components: int, replicas: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Availability: ...
    @property
    def availability(self) -> float:
        """Input: Share of the time one component is up."""
    @property
    def n_components(self) -> int:
        """Input: Components the job needs up at once."""
    @property
    def replicas(self) -> int:
        """Input: Independent replicas of the service, any one of which keeps it up."""
    @property
    def all_up(self) -> float:
        """The chance that all `n_components` are up at once.

        = all_up_availability(availability, n_components)
        """
    @property
    def downtime_per_year(self) -> Quantity:
        """Expected time one component is down in a 365-day year. In min.

        = downtime(days(365.0))
        """
    @property
    def any_up(self) -> float:
        """The chance that at least one of the `replicas` is up.

        = availability_stacked(availability, replicas)
        """
    @property
    def replicated_downtime_per_year(self) -> Quantity:
        """Expected time all the replicas are down at once in a 365-day year. In min.

        = expected_downtime(any_up, days(365.0))
        """
    def required_availability(self, all_up_target: RatioInput) -> float:
        """The availability each component needs for all of them to be up a share `all_up_target`
        of the time: the Nth root of the target.

        = powf(all_up_target, 1.0 / n_components)
        """
    def downtime(self, interval: QuantityInput) -> Quantity:
        """Expected time one component is down in `interval`. In min.

        = expected_downtime(availability, interval)
        """

class CheckpointInterval(Scenario):
    """The checkpoint interval that wastes the least of a job's time, and the time it still wastes, for checkpoints that take a while to write against failures every so often.

    Writing a checkpoint pauses the job for `t_write` once per interval; a failure (one per
    `mtbf`) throws away, on average, half an interval of work. Young's interval balances the
    two. The write time is given directly, or computed from a model's parameters, the bytes
    each parameter's checkpoint takes and the bandwidth it is written at. The reference's result
    also repeats the write time and the MTBF; here they are `t_write` and the input `mtbf`. The
    argument of `waste_at` is `at_interval` (the reference's `interval`, which here names Young's
    interval).
    """
    def __init__(self, *, mtbf: QuantityInput, workload: ModelInput | None = ..., bytes_per_param: QuantityInput | None = ..., write_bandwidth: QuantityInput | None = ..., write_time: QuantityInput | None = ..., miss_factors: Sequence[RatioInput] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CheckpointInterval: ...
    @property
    def mtbf(self) -> Quantity:
        """Input: Mean time between failures of the job. Given in h."""
    @property
    def workload(self) -> Entry | None:
        """Input: The model checkpointed, when the write time is computed."""
    @property
    def bytes_per_param(self) -> Quantity | None:
        """Input: Bytes each parameter's checkpoint takes."""
    @property
    def write_bandwidth(self) -> Quantity | None:
        """Input: Bandwidth the checkpoint is written at."""
    @property
    def write_time(self) -> Quantity | None:
        """Input: Time to write one checkpoint, when given directly. Given in s."""
    @property
    def miss_factors(self) -> list[float] | None:
        """Input: Factors by which a chosen interval misses the optimum, whose extra waste is priced."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of one checkpoint: the model's parameters times the bytes each takes.

        = weight_bytes(workload, bytes_per_param)
        """
    @property
    def t_write(self) -> Quantity:
        """Time to write one checkpoint: as given, or the checkpoint's bytes over the bandwidth. In s.

        = if given(write_time) { write_time } else { weight_bytes(workload, bytes_per_param) / write_bandwidth }
        """
    @property
    def interval(self) -> Quantity:
        """Young's interval between checkpoints. In min.

        = young_daly_interval(t_write, mtbf)
        """
    @property
    def write_share(self) -> float:
        """Share of wall time spent writing checkpoints at that interval.

        = t_write / interval
        """
    @property
    def rework_share(self) -> float:
        """Share of wall time spent redoing work lost to failures at that interval.

        = interval / (2.0 * mtbf)
        """
    @property
    def waste(self) -> float:
        """Share of wall time lost at that interval, both terms together.

        = checkpoint_waste(t_write, interval, mtbf)
        """
    def waste_at(self, at_interval: QuantityInput) -> float:
        """Share of wall time lost when checkpointing every `at_interval` instead.

        = checkpoint_waste(t_write, at_interval, mtbf)
        """
    def miss_penalty(self, factor: RatioInput) -> float:
        """Extra waste, relative to the optimum, of an interval `factor` times Young's: equal to
        (x + 1/x)/2 − 1, so the minimum is flat.

        = waste_at(factor * interval) / waste - 1.0
        """

class FailureInterval(Scenario):
    """How often some component fails among many identical ones, and how many failures a run of a given length meets.

    Each of `n_components` fails on average once per `component_mtbf`; the first of them fails
    `n_components` times sooner, and a run meets its length divided by that interval of
    failures.
    """
    def __init__(self, *, component_mtbf: QuantityInput, n_components: int, run_duration: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> FailureInterval: ...
    @property
    def component_mtbf(self) -> Quantity:
        """Input: Mean time between failures of one component. Given in h."""
    @property
    def n_components(self) -> int:
        """Input: Identical components the job depends on."""
    @property
    def run_duration(self) -> Quantity:
        """Input: Length of the run. Given in d."""
    @property
    def interval(self) -> Quantity:
        """Mean time between failures of any one of the components. In h.

        = mtbf_cluster(component_mtbf, n_components)
        """
    @property
    def expected_failures(self) -> float:
        """Failures expected over the run.

        = run_duration / interval
        """
    @property
    def failures_per_day(self) -> float:
        """Failures expected a day.

        = expected_failures / (run_duration / days(1.0))
        """

class FailureIntervalSweep(Scenario):
    """The interval between failures of a job at each of several sizes, all built of the same component."""
    def __init__(self, *, component_mtbf: QuantityInput, sizes: Sequence[int] | str) -> None: ...
    def with_inputs(self, **changes: object) -> FailureIntervalSweep: ...
    @property
    def component_mtbf(self) -> Quantity:
        """Input: Mean time between failures of one component. Given in h."""
    @property
    def sizes(self) -> list[int]:
        """Input: Job sizes, in components."""
    @property
    def intervals(self) -> dict[str, Quantity]:
        """The interval between failures at each size. In h.

        = sizes .iter() .map(|&n| Ok((n, mtbf_cluster(component_mtbf, n)))) .collect::<Result<Named<Time>, EvalError>>()
        """
    @property
    def failures_per_day(self) -> dict[str, float]:
        """Failures a day at each size.

        = intervals.iter().map(|(n, &t)| (n, (days(1.0) / t).value)).collect::<Named<f64>>()
        """

class HealthProbe(Scenario):
    """A readiness probe on a serving replica: how soon after a crash the replica leaves rotation.

    The probe runs every `interval`, counts as failed `timeout` after it starts, and removes the
    replica after `failure_threshold` failures in a row; `success_threshold` clean probes admit
    it again.
    """
    def __init__(self, *, interval: QuantityInput, timeout: QuantityInput, failure_threshold: int, success_threshold: int) -> None: ...
    def with_inputs(self, **changes: object) -> HealthProbe: ...
    @property
    def interval(self) -> Quantity:
        """Input: Time between probes. Given in s."""
    @property
    def timeout(self) -> Quantity:
        """Input: Time after which a probe counts as failed. Given in s."""
    @property
    def failure_threshold(self) -> int:
        """Input: Failed probes in a row that remove the replica."""
    @property
    def success_threshold(self) -> int:
        """Input: Clean probes in a row that admit it again."""
    @property
    def detection_window(self) -> list[Quantity]:
        """The earliest and the latest time from a crash to removal from rotation. In s.

        = probe_detection_window(interval, timeout, failure_threshold)
        """

class HotSpare(Scenario):
    """Spare devices held idle beside a job so that a failure is recovered onto them, priced against the time they must save on every recovery to pay for themselves.

    The job's failures come from a [`SeriesFailure`]; one minute removed from every recovery
    frees every device of the job for that minute, once per failure. The spare pays off when
    it shortens each recovery by more than `breakeven`.
    """
    def __init__(self, *, failures: SeriesFailure | str | Mapping[str, object], spare_devices: int, device_hour_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> HotSpare: ...
    @property
    def failures(self) -> SeriesFailure | str:
        """Input: The job whose failures the spare answers."""
    @property
    def spare_devices(self) -> int:
        """Input: Devices held idle as spares."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def spare_cost_per_day(self) -> Quantity:
        """What the idle spares cost a day. In USD.

        = spare_devices * device_hour_rate * days(1.0)
        """
    @property
    def value_per_minute(self) -> Quantity:
        """A day's value of one minute removed from every recovery of the job. In USD.

        = failures.failures_per_day() * failures.n_devices * device_hour_rate * seconds(60.0)
        """
    @property
    def breakeven(self) -> Quantity:
        """Time each recovery must shrink by for the spares to pay for themselves. In s.

        = { require(value_per_minute > usd(0.0), "a minute of the job's recovery is worth nothing at this rate"); spare_cost_per_day / value_per_minute * seconds(60.0) }
        """

class Outage(Scenario):
    """A failure domain (a rack's coolant pump, a power feed) down for a repair while a synchronous job runs on the whole fleet: what the failed devices cost idle, what the whole job costs idle, and the same with a rollback to the last checkpoint added."""
    def __init__(self, *, failed_devices: int, fleet: QuantityInput, repair_time: QuantityInput, device_hour_rate: QuantityInput, rollback_times: Mapping[str, QuantityInput] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Outage: ...
    @property
    def failed_devices(self) -> int:
        """Input: Devices in the failed domain."""
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the job runs on, every accelerator of it."""
    @property
    def repair_time(self) -> Quantity:
        """Input: Time the domain is down. Given in h."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def rollback_times(self) -> dict[str, Quantity]:
        """Input: Work redone after the repair, rolling back to the last checkpoint, by case. Given in min."""
    @property
    def direct_cost(self) -> Quantity:
        """Idle cost of the failed devices alone. In USD.

        = failed_devices * device_hour_rate * repair_time
        """
    @property
    def job_cost(self) -> Quantity:
        """Idle cost of every device of the job. In USD.

        = fleet.count * fleet.node.accelerators_per_node * device_hour_rate * repair_time
        """
    @property
    def job_cost_with_rollback(self) -> dict[str, Quantity]:
        """Idle cost of every device of the job with each rollback added to the repair. In USD.

        = { let devices = fleet.count * fleet.node.accelerators_per_node; let mut costs = Vec::new(); for (case, &rollback) in rollback_times.iter() { costs.push((case, devices * device_hour_rate * (repair_time + rollback))); } costs.into_iter().collect::<Named<Usd>>() }
        """

class RecoveryBudget(Scenario):
    """The cold restart a failure costs a training job (detection, restart, checkpoint reload and warmup), and what paying it at the job's failure rate costs a day.

    The job runs on `n_devices` components that each fail once per `component_mtbf`; every
    failure is paid once per day's share of failures, on every device. Work redone since the
    last checkpoint is not counted here: it belongs to the checkpoint's waste.
    """
    def __init__(self, *, workload: ModelInput, bytes_per_param: QuantityInput, recovery: QuantityInput, component_mtbf: QuantityInput, n_devices: int) -> None: ...
    def with_inputs(self, **changes: object) -> RecoveryBudget: ...
    @property
    def workload(self) -> Entry:
        """Input: The model restarted."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes each parameter's checkpoint takes."""
    @property
    def recovery(self) -> Quantity:
        """Input: The recovery profile: detection, restart and warmup times and the checkpoint bandwidth."""
    @property
    def component_mtbf(self) -> Quantity:
        """Input: Mean time between failures of one device. Given in h."""
    @property
    def n_devices(self) -> int:
        """Input: Devices the job runs on."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of the checkpoint reloaded.

        = weight_bytes(workload, bytes_per_param)
        """
    @property
    def detect(self) -> Quantity:
        """Time to notice the failure. In s.

        = recovery.detection_time_s
        """
    @property
    def restart(self) -> Quantity:
        """Time to restart the job's processes. In s.

        = recovery.restart_time_s
        """
    @property
    def reload(self) -> Quantity:
        """Time to reload the checkpoint. In s.

        = checkpoint_bytes / recovery.checkpoint_write_bw_gbs
        """
    @property
    def warmup(self) -> Quantity:
        """Time for the restarted job to reach full speed. In s.

        = recovery.warmup_time_s
        """
    @property
    def total(self) -> Quantity:
        """The whole cold restart of one failure. In s.

        = restart + reload + warmup + detect
        """
    @property
    def failure_interval(self) -> Quantity:
        """Mean time between failures of the job. In h.

        = mtbf_cluster(component_mtbf, n_devices)
        """
    @property
    def failures_per_day(self) -> float:
        """Failures of the job a day.

        = days(1.0) / failure_interval
        """
    @property
    def lost_per_day(self) -> Quantity:
        """Time lost to restarts a day. In min.

        = failures_per_day * total
        """
    @property
    def day_share(self) -> float:
        """Share of the day lost to restarts.

        = lost_per_day / days(1.0)
        """
    @property
    def gpu_hours_per_day(self) -> Quantity:
        """Device-hours lost to restarts a day, on every device of the job. In h.

        = n_devices * lost_per_day
        """

class SdcExposure(Scenario):
    """Silent data corruption across a synchronous job: the chance that some device corrupts a step, how many steps pass between such events, and how many a run meets.

    Each device meets a silent error at `event_rate` per device-hour; one step exposes every
    device for its length.
    """
    def __init__(self, *, n_devices: int, event_rate: QuantityInput, step_time: QuantityInput, run_duration: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SdcExposure: ...
    @property
    def n_devices(self) -> int:
        """Input: Devices in the job."""
    @property
    def event_rate(self) -> Quantity:
        """Input: Silent errors per device-hour. Given in 1/h."""
    @property
    def step_time(self) -> Quantity:
        """Input: Time of one synchronous step. Given in s."""
    @property
    def run_duration(self) -> Quantity | None:
        """Input: Length of the run. Given in d."""
    @property
    def exposure(self) -> Quantity:
        """Device-hours exposed in one step. In h.

        = n_devices * step_time
        """
    @property
    def p_step(self) -> float:
        """The chance that some device meets a silent error during one step.

        = step_event_probability(event_rate, n_devices, step_time)
        """
    @property
    def steps_between(self) -> float:
        """Steps between silent errors, on average.

        = 1.0 / p_step
        """
    @property
    def interval(self) -> Quantity:
        """Time between silent errors, on average. In h.

        = steps_between * step_time
        """
    @property
    def run_events(self) -> float:
        """Silent errors expected over the run.

        = run_duration / interval
        """

class SeriesFailure(Scenario):
    """The failure interval of a synchronous job that stops when any one of its components fails, the components differing in lifetime and in count per node.

    Each component is stated per node: its mean time to failure and how many a node of
    `devices_per_node` devices holds. A redundant part that cannot stop the node on its own
    (an N+M power supply) is counted 0. Its failures per device are its count per node over the
    devices per node over its MTTF; the job's rate is the sum over components times the
    devices. A public scenario: other scenarios take a `SeriesFailure` as an input (a hot
    spare's worth, the goodput of a run).
    """
    def __init__(self, *, n_devices: int, devices_per_node: int, component_mttf: Mapping[str, QuantityInput] | str, per_node: Mapping[str, int] | str) -> None: ...
    def with_inputs(self, **changes: object) -> SeriesFailure: ...
    @property
    def n_devices(self) -> int:
        """Input: Devices (accelerators) in the job."""
    @property
    def devices_per_node(self) -> int:
        """Input: Devices in one node."""
    @property
    def component_mttf(self) -> dict[str, Quantity]:
        """Input: Mean time to failure of each component. Given in h."""
    @property
    def per_node(self) -> dict[str, int]:
        """Input: Each component's count in one node (0 for a redundant part)."""
    @property
    def component_rates(self) -> dict[str, Quantity]:
        """Each component's failures per device-hour. In 1/h.

        = { let mut rates = Vec::new(); for (name, &mttf) in component_mttf.iter() { rates.push((name, per_node[name] / devices_per_node / mttf)); } rates.into_iter().collect::<Named<Frequency>>() }
        """
    @property
    def device_rate(self) -> Quantity:
        """Failures per device-hour, all components together. In 1/h.

        = { let mut total = per_second(0.0); for &rate in component_rates.values() { total += rate; } total }
        """
    @property
    def system_rate(self) -> Quantity:
        """Failures per hour of the whole job. In 1/h.

        = n_devices * device_rate
        """
    @property
    def mtbf(self) -> Quantity:
        """Mean time between failures of the job. In h.

        = 1.0 / system_rate
        """
    @property
    def failures_per_day(self) -> float:
        """Failures of the job a day.

        = system_rate / per_day(1.0)
        """

class StragglerCost(Scenario):
    """One slow device in a synchronous job: the barrier waits for it, so the whole job runs at its pace and the rest of the capacity idles."""
    def __init__(self, *, n_devices: int, step_time: QuantityInput, slow_speed: RatioInput, device_hour_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> StragglerCost: ...
    @property
    def n_devices(self) -> int:
        """Input: Devices in the job."""
    @property
    def step_time(self) -> Quantity:
        """Input: Time of one step at normal speed. Given in s."""
    @property
    def slow_speed(self) -> float:
        """Input: The slow device's speed, as a share of its normal rate."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def slow_step(self) -> Quantity:
        """Time of one step, held back by the slow device. In s.

        = step_time / slow_speed
        """
    @property
    def throughput(self) -> float:
        """The job's throughput as a share of normal.

        = step_time / slow_step
        """
    @property
    def idle_cost(self) -> Quantity:
        """Cost per hour of the capacity the barrier leaves idle. In USD/h.

        = n_devices * device_hour_rate * (1.0 - throughput)
        """

class DiurnalLending(Scenario):
    """A fleet split between a serving reservation and a training pool, held statically against lending training whatever serving does not need on an average day.

    The reservation is the forecast serving peak plus `surge_buffer`. Lending gives training the
    reservation's excess over average demand and the buffer; the GPUs left after the reservation
    and the training base are maintenance headroom.
    """
    def __init__(self, *, fleet_gpus: int, serving_reservation: int, serving_average: int, surge_buffer: int, training_base: int, device_hour_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DiurnalLending: ...
    @property
    def fleet_gpus(self) -> int:
        """Input: GPUs in the fleet."""
    @property
    def serving_reservation(self) -> int:
        """Input: GPUs reserved for serving: the forecast peak plus the surge buffer."""
    @property
    def serving_average(self) -> int:
        """Input: GPUs serving uses on average."""
    @property
    def surge_buffer(self) -> int:
        """Input: GPUs kept ready above the forecast peak."""
    @property
    def training_base(self) -> int:
        """Input: GPUs of the training pool."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one GPU-hour. Given in USD/h."""
    @property
    def peak_demand(self) -> int:
        """Serving's forecast peak.

        = serving_reservation - surge_buffer
        """
    @property
    def serving_reclaimable(self) -> int:
        """GPUs of the reservation above average serving demand.

        = serving_reservation - serving_average
        """
    @property
    def lent(self) -> int:
        """GPUs lent to training on average.

        = serving_reclaimable - surge_buffer
        """
    @property
    def headroom(self) -> int:
        """GPUs left after the reservation and the training base.

        = fleet_gpus - serving_reservation - training_base
        """
    @property
    def static_active(self) -> int:
        """GPUs active on average without lending.

        = serving_average + training_base
        """
    @property
    def dynamic_active(self) -> int:
        """GPUs active on average with lending.

        = static_active + lent
        """
    @property
    def static_utilization(self) -> float:
        """Utilization without lending.

        = static_active / fleet_gpus
        """
    @property
    def dynamic_utilization(self) -> float:
        """Utilization with lending.

        = dynamic_active / fleet_gpus
        """
    @property
    def annual_value(self) -> Quantity:
        """A year's rent of the lent GPUs at the rate (8,760 hours). In USD.

        = lent * device_hour_rate * hours(8760.0)
        """

class DominantShare(Scenario):
    """Dominant-resource fairness among tenants, filling a cluster progressively with indivisible bundles.

    Each tenant asks for a bundle of resources (accelerators, CPU cores, memory, network); its
    dominant share is its largest share of any one resource. The tenant with the lowest
    dominant share gets its next bundle, until no tenant's bundle fits. The reference computes
    this with its lab code (`dominant_resource_fairness`); here it is the law of the same name.
    """
    def __init__(self, *, capacity: Mapping[str, RatioInput] | str, bundles: Mapping[str, Mapping[str, RatioInput] | str] | str) -> None: ...
    def with_inputs(self, **changes: object) -> DominantShare: ...
    @property
    def capacity(self) -> dict[str, float]:
        """Input: What the cluster holds of each resource."""
    @property
    def bundles(self) -> dict[str, dict[str, float]]:
        """Input: Each tenant's bundle: what one unit of its work takes of each resource."""
    @property
    def bundle_counts(self) -> dict[str, int]:
        """Bundles granted to each tenant.

        = { let mut rows = Vec::new(); for bundle in bundles.values() { for resource in capacity.names() { rows.push(bundle.get(resource).copied().unwrap_or(0.0)); } } let tenants: Vec<String> = bundles.names().map(String::from).collect(); let amounts: Vec<f64> = capacity.values().copied().collect(); let counts = dominant_resource_fairness(amounts, tenants, rows); bundles.names().zip(counts).collect::<Named<i64>>() }
        """
    @property
    def used(self) -> dict[str, float]:
        """What the granted bundles use of each resource.

        = { let mut used = Vec::new(); for resource in capacity.names() { let mut total = 0.0; for (tenant, bundle) in bundles.iter() { total += bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0); } used.push((resource, total)); } used.into_iter().collect::<Named<f64>>() }
        """
    @property
    def dominant_shares(self) -> dict[str, float]:
        """Each tenant's dominant share: its largest share of any one resource.

        = { let mut shares = Vec::new(); for (tenant, bundle) in bundles.iter() { let mut dominant = 0.0; for (resource, &held) in capacity.iter() { let amount = bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0); dominant = max(dominant, amount / held); } shares.push((tenant, dominant)); } shares.into_iter().collect::<Named<f64>>() }
        """
    @property
    def dominant_resources(self) -> dict[str, str]:
        """The resource of each tenant's dominant share (the first listed, on a tie).

        = { let mut named = Vec::new(); for (tenant, bundle) in bundles.iter() { let mut best = (String::new(), -1.0); for (resource, &held) in capacity.iter() { let share = bundle_counts[tenant] * bundle.get(resource).copied().unwrap_or(0.0) / held; if share > best.1 { best = (resource, share); } } named.push((tenant, best.0)); } named.into_iter().collect::<Named<String>>() }
        """
    @property
    def dominant_share_gap(self) -> float:
        """The largest dominant share less the smallest.

        = { let mut high = f64::NEG_INFINITY; let mut low = f64::INFINITY; for &share in dominant_shares.values() { high = max(high, share); low = min(low, share); } high - low }
        """

class ElasticResize(Scenario):
    """Three ways to run one job over a window: start small and stay small, wait in the queue for the full allocation, or start small and step up when the full allocation would have freed.

    Stepping up pauses the job to rescale and grows it to `step_up_gpus` only, leaving the rest
    of the full allocation to queued jobs. Throughputs are epochs per hour at each size; the
    GPU-hours of stepping up count the larger size through its resize pause.
    """
    def __init__(self, *, window: QuantityInput, queue_wait: QuantityInput, rescale_overhead: QuantityInput, small_gpus: int, step_up_gpus: int, full_gpus: int, small_throughput: QuantityInput, step_up_throughput: QuantityInput, full_throughput: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ElasticResize: ...
    @property
    def window(self) -> Quantity:
        """Input: The window the three schedules are compared over. Given in h."""
    @property
    def queue_wait(self) -> Quantity:
        """Input: Time queued before the full allocation frees. Given in h."""
    @property
    def rescale_overhead(self) -> Quantity:
        """Input: Pause to rescale the job. Given in min."""
    @property
    def small_gpus(self) -> int:
        """Input: GPUs of the small start."""
    @property
    def step_up_gpus(self) -> int:
        """Input: GPUs the job steps up to."""
    @property
    def full_gpus(self) -> int:
        """Input: GPUs of the full allocation."""
    @property
    def small_throughput(self) -> Quantity:
        """Input: Epochs an hour on the small start. Given in 1/h."""
    @property
    def step_up_throughput(self) -> Quantity:
        """Input: Epochs an hour after stepping up. Given in 1/h."""
    @property
    def full_throughput(self) -> Quantity:
        """Input: Epochs an hour on the full allocation. Given in 1/h."""
    @property
    def window_h(self) -> Quantity:
        """The window, in hours. In h.

        = window
        """
    @property
    def wait_h(self) -> Quantity:
        """The queue wait, in hours. In h.

        = queue_wait
        """
    @property
    def rescale_h(self) -> Quantity:
        """The rescale pause, in hours. In h.

        = rescale_overhead
        """
    @property
    def start_small_epochs(self) -> float:
        """Epochs of starting small and staying small.

        = window_h * small_throughput
        """
    @property
    def wait_run_h(self) -> Quantity:
        """Hours the full allocation runs after the wait. In h.

        = window_h - wait_h
        """
    @property
    def wait_epochs(self) -> float:
        """Epochs of waiting for the full allocation.

        = wait_run_h * full_throughput
        """
    @property
    def step_up_phase1_epochs(self) -> float:
        """Epochs of stepping up, before the step.

        = wait_h * small_throughput
        """
    @property
    def step_up_phase2_h(self) -> Quantity:
        """Hours run at the stepped-up size. In h.

        = window_h - wait_h - rescale_h
        """
    @property
    def step_up_phase2_epochs(self) -> float:
        """Epochs of stepping up, after the step.

        = step_up_phase2_h * step_up_throughput
        """
    @property
    def step_up_epochs(self) -> float:
        """Epochs of stepping up.

        = step_up_phase1_epochs + step_up_phase2_epochs
        """
    @property
    def step_up_trails_wait(self) -> float:
        """How far stepping up trails waiting, as a share of waiting's epochs.

        = (wait_epochs - step_up_epochs) / wait_epochs
        """
    @property
    def step_up_over_small(self) -> float:
        """Stepping up's epochs over starting small's.

        = step_up_epochs / start_small_epochs
        """
    @property
    def rescale_break_even_h(self) -> Quantity:
        """The rescale pause at which stepping up only matches starting small. In h.

        = window_h - wait_h - (start_small_epochs - step_up_phase1_epochs) / step_up_throughput
        """
    @property
    def step_up_efficiency(self) -> float:
        """Scaling efficiency of the stepped-up size against the small start.

        = step_up_throughput / (step_up_gpus / small_gpus * small_throughput)
        """
    @property
    def full_efficiency(self) -> float:
        """Scaling efficiency of the full allocation against the small start.

        = full_throughput / (full_gpus / small_gpus * small_throughput)
        """
    @property
    def gpu_hours(self) -> dict[str, Quantity]:
        """GPU-hours of each schedule. In h.

        = Named::from_iter([("start_small", small_gpus * window_h), ("wait", full_gpus * wait_run_h), ("step_up", small_gpus * wait_h + step_up_gpus * wait_run_h)])
        """
    @property
    def epochs_per_gpu_hour(self) -> dict[str, Quantity]:
        """Epochs per GPU-hour of each schedule. In 1/h.

        = Named::from_iter([("start_small", start_small_epochs / gpu_hours["start_small"]), ("wait", wait_epochs / gpu_hours["wait"]), ("step_up", step_up_epochs / gpu_hours["step_up"])])
        """

class IdleCapacityCost(Scenario):
    """Accelerators held idle for a while (a reservation waiting on data, a gang waiting for its last members, a deadlocked cluster), and what that costs."""
    def __init__(self, *, gpus: int, duration: QuantityInput, device_hour_rate: QuantityInput, gang_gpus: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> IdleCapacityCost: ...
    @property
    def gpus(self) -> int:
        """Input: GPUs held idle."""
    @property
    def duration(self) -> Quantity:
        """Input: How long they are held. Given in h."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one GPU-hour. Given in USD/h."""
    @property
    def gang_gpus(self) -> int | None:
        """Input: GPUs of the whole gang the held GPUs belong to, for a partial gang."""
    @property
    def gpu_hours(self) -> Quantity:
        """GPU-hours held idle. In h.

        = gpus * duration
        """
    @property
    def cost(self) -> Quantity:
        """What the idle GPU-hours cost. In USD.

        = gpu_hours * device_hour_rate
        """
    @property
    def missing_gpus(self) -> int:
        """GPUs the gang still waits for.

        = gang_gpus - gpus
        """

class NodePacking(Scenario):
    """Jobs that must each sit inside one node, packed onto identical nodes: the GPUs each node strands, and the share of the fleet left usable.

    Each node runs as many whole jobs as fit and strands the rest of its GPUs. A snapshot of
    scattered free GPUs (`free_slots`) may be given to compare the free share with what a
    whole-node job could use.
    """
    def __init__(self, *, nodes: int, gpus_per_node: int, job_gpus: int, free_slots: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> NodePacking: ...
    @property
    def nodes(self) -> int:
        """Input: Nodes in the fleet."""
    @property
    def gpus_per_node(self) -> int:
        """Input: GPUs in one node."""
    @property
    def job_gpus(self) -> int:
        """Input: GPUs one job takes, all inside one node."""
    @property
    def free_slots(self) -> int | None:
        """Input: Free GPUs in a fragmented snapshot, scattered across nodes."""
    @property
    def total_gpus(self) -> int:
        """GPUs in the fleet.

        = nodes * gpus_per_node
        """
    @property
    def stranded_per_node(self) -> int:
        """GPUs each node strands once it holds as many whole jobs as fit.

        = gpus_per_node - floor_div(gpus_per_node, job_gpus) * job_gpus
        """
    @property
    def usable_share(self) -> float:
        """Share of each node's GPUs that jobs can use.

        = 1.0 - stranded_per_node / gpus_per_node
        """
    @property
    def free_share(self) -> float:
        """Share of the fleet's GPUs free in the snapshot.

        = free_slots / total_gpus
        """

class PreemptionTax(Scenario):
    """What forced preemptions cost the job that is stopped: the work since its last durable checkpoint, and the relaunch (restart, checkpoint reload, warmup) each one pays.

    The scheduler stopped the job itself, so there is no detection term: a preempted job and a
    failed one pay the same relaunch otherwise. The reference's result also repeats
    `lost_work`, the input here.
    """
    def __init__(self, *, n_devices: int, checkpoint_bytes: QuantityInput, lost_work: QuantityInput, preemption_rate: QuantityInput, recovery: QuantityInput, device_hour_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PreemptionTax: ...
    @property
    def n_devices(self) -> int:
        """Input: Devices the job runs on."""
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Input: Bytes of the job's resumable checkpoint. Given in GB."""
    @property
    def lost_work(self) -> Quantity:
        """Input: Work lost since the last durable checkpoint at each preemption. Given in min."""
    @property
    def preemption_rate(self) -> Quantity:
        """Input: Forced preemptions per unit of time. Given in 1/d."""
    @property
    def recovery(self) -> Quantity:
        """Input: The recovery profile: restart and warmup times and the checkpoint bandwidth."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one device-hour. Given in USD/h."""
    @property
    def restart(self) -> Quantity:
        """Time to restart the job's processes. In s.

        = recovery.restart_time_s
        """
    @property
    def reload(self) -> Quantity:
        """Time to reload the checkpoint. In s.

        = checkpoint_bytes / recovery.checkpoint_write_bw_gbs
        """
    @property
    def warmup(self) -> Quantity:
        """Time for the relaunched job to reach full speed. In s.

        = recovery.warmup_time_s
        """
    @property
    def relaunch(self) -> Quantity:
        """The relaunch: restart, reload and warmup. In s.

        = restart + reload + warmup
        """
    @property
    def per_event(self) -> Quantity:
        """Time one preemption costs the job: the lost work and the relaunch. In min.

        = lost_work + relaunch
        """
    @property
    def cost_per_event(self) -> Quantity:
        """What one preemption costs, on every device of the job. In USD.

        = n_devices * per_event * device_hour_rate
        """
    @property
    def events_per_day(self) -> float:
        """Preemptions a day.

        = preemption_rate * days(1.0)
        """
    @property
    def lost_per_day(self) -> Quantity:
        """Time lost to preemptions a day. In min.

        = events_per_day * per_event
        """
    @property
    def gpu_hours_per_day(self) -> Quantity:
        """Device-hours lost to preemptions a day, on every device of the job. In h.

        = n_devices * lost_per_day
        """

class QueueWait(Scenario):
    """A fleet seen as one server working through jobs (M/G/1): how long a job queues, as a multiple of the mean job, at a given load and spread of job durations.

    The wait is a load factor ρ/(1 − ρ) times a variability factor (1 + C²)/2, C being the
    coefficient of variation of job durations.
    """
    def __init__(self, *, utilization: RatioInput, service_cv: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> QueueWait: ...
    @property
    def utilization(self) -> float:
        """Input: Offered load ρ: the share of the time the fleet is busy."""
    @property
    def service_cv(self) -> float:
        """Input: Coefficient of variation of job durations (1 for exponential durations)."""
    @property
    def load_factor(self) -> float:
        """The load factor ρ/(1 − ρ).

        = utilization / (1.0 - utilization)
        """
    @property
    def variability_factor(self) -> float:
        """The variability factor (1 + C²)/2.

        = (1.0 + service_cv * service_cv) / 2.0
        """
    @property
    def wait_ratio(self) -> float:
        """Mean queue wait divided by the mean job duration.

        = mg1_wait_ratio(utilization, service_cv)
        """

class QuotaLending(Scenario):
    """A team guaranteed some GPUs that uses only a share of them: the rest can be lent to another team as preemptible, lower-priority work that goes back when the owner's demand returns."""
    def __init__(self, *, guarantee: int, used_share: RatioInput, borrower_guarantee: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> QuotaLending: ...
    @property
    def guarantee(self) -> int:
        """Input: GPUs guaranteed to the owning team."""
    @property
    def used_share(self) -> float:
        """Input: Share of the guarantee the owner uses."""
    @property
    def borrower_guarantee(self) -> int | None:
        """Input: GPUs guaranteed to the borrowing team."""
    @property
    def used(self) -> int:
        """GPUs the owner uses.

        = round_half_even(guarantee * used_share)
        """
    @property
    def lendable(self) -> int:
        """GPUs that can be lent.

        = guarantee - used
        """

class SelfContainedReplica(Scenario):
    """The smallest replica of a model whose whole training state fits on its devices without sharding across replicas: tensor parallelism across one node, pipeline stages doubled until each device's share fits its memory.

    An elastic job that keeps this layout grows or shrinks one whole replica at a time.
    """
    def __init__(self, *, workload: ModelInput, fleet: QuantityInput, bytes_per_param: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SelfContainedReplica: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet, whose node sets the tensor-parallel width and the device memory."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes of training state per parameter (weights, gradients, optimizer state)."""
    @property
    def tensor_parallel(self) -> int:
        """Tensor-parallel width: the devices of one node.

        = i64::from(fleet.node.accelerators_per_node)
        """
    @property
    def pipeline_depth(self) -> int:
        """Pipeline depth: the least power of two at which each device's share of the state fits
        its memory.

        = { let state = weight_bytes(workload, bytes_per_param); let memory = fleet.node.accelerator.memory_capacity; require(memory > bytes(0.0), "the node's accelerator has no memory"); let mut depth = 1i64; while state / (tensor_parallel * depth) > memory { depth *= 2; } depth }
        """
    @property
    def replica_gpus(self) -> int:
        """Devices of one replica.

        = tensor_parallel * pipeline_depth
        """

class ServingConsolidation(Scenario):
    """Small and large serving models on whole devices, each small model alone on its device against small models sharing devices in groups, with the large models on tensor-parallel groups either way.

    A small model takes `small_footprint` (weights, KV cache and activations) of a device's
    memory; `tenants` of them share one device when load tests allow. A hardware partition (a
    MIG profile) may be given to compare its unused share.
    """
    def __init__(self, *, device_memory: QuantityInput, partition_memory: QuantityInput | None = ..., small_model: ModelInput, small_footprint: QuantityInput, tenants: int, n_small: int, large_model: ModelInput, n_large: int, gpus_per_large: int, bytes_per_param: QuantityInput, device_hour_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ServingConsolidation: ...
    @property
    def device_memory(self) -> Quantity:
        """Input: Memory budget of one device. Given in GB."""
    @property
    def partition_memory(self) -> Quantity | None:
        """Input: Memory of a hardware partition (a MIG profile), for comparison. Given in GB."""
    @property
    def small_model(self) -> Entry:
        """Input: The small model served (recorded; its footprint is given)."""
    @property
    def small_footprint(self) -> Quantity:
        """Input: Memory one small model takes: weights, KV cache and activations. Given in GB."""
    @property
    def tenants(self) -> int:
        """Input: Small models that share one device."""
    @property
    def n_small(self) -> int:
        """Input: Small models served."""
    @property
    def large_model(self) -> Entry:
        """Input: The large model served."""
    @property
    def n_large(self) -> int:
        """Input: Large models served."""
    @property
    def gpus_per_large(self) -> int:
        """Input: Devices of one large model's tensor-parallel group."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes of one weight of the large model."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one GPU-hour. Given in USD/h."""
    @property
    def exclusive_unused(self) -> float:
        """Share of a device unused by one small model alone.

        = (device_memory - small_footprint) / device_memory
        """
    @property
    def shared_footprint(self) -> Quantity:
        """Memory a shared device's small models take. In GB.

        = tenants * small_footprint
        """
    @property
    def shared_unused(self) -> float:
        """Share of a shared device unused.

        = (device_memory - shared_footprint) / device_memory
        """
    @property
    def partition_unused(self) -> float:
        """Share of the partition unused by one small model.

        = (partition_memory - small_footprint) / partition_memory
        """
    @property
    def large_weights(self) -> Quantity:
        """Bytes of the large model's weights. In GB.

        = weight_bytes(large_model, bytes_per_param)
        """
    @property
    def min_devices_large(self) -> int:
        """Fewest devices whose memory holds the large model's weights.

        = ceil(large_weights / device_memory)
        """
    @property
    def large_gpus(self) -> int:
        """Devices of the large models.

        = n_large * gpus_per_large
        """
    @property
    def exclusive_gpus(self) -> int:
        """Devices with every small model alone.

        = n_small + large_gpus
        """
    @property
    def shared_small_gpus(self) -> int:
        """Devices the small models take when they share.

        = floor_div(n_small, tenants)
        """
    @property
    def shared_gpus(self) -> int:
        """Devices with the small models sharing.

        = shared_small_gpus + large_gpus
        """
    @property
    def saved_gpus(self) -> int:
        """Devices sharing releases.

        = exclusive_gpus - shared_gpus
        """
    @property
    def saved_share(self) -> float:
        """Devices sharing releases, as a share of the exclusive layout's.

        = saved_gpus / exclusive_gpus
        """
    @property
    def exclusive_utilization(self) -> float:
        """Share of a device one small model alone uses.

        = small_footprint / device_memory
        """
    @property
    def shared_utilization(self) -> float:
        """Share of a shared device its small models use.

        = shared_footprint / device_memory
        """
    @property
    def annual_value(self) -> Quantity:
        """A year's rent of the released devices at the rate (8,760 hours). In USD.

        = saved_gpus * device_hour_rate * hours(8760.0)
        """

class SpotEffectiveCost(Scenario):
    """Spot capacity priced per hour of progress it keeps: every interruption bills a save and a restart that keep nothing, once per stretch of retained progress."""
    def __init__(self, *, on_demand_rate: QuantityInput, spot_rate: QuantityInput, checkpoint_overhead: QuantityInput, restart_overhead: QuantityInput, retained_interval: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SpotEffectiveCost: ...
    @property
    def on_demand_rate(self) -> Quantity:
        """Input: On-demand price of one GPU-hour. Given in USD/h."""
    @property
    def spot_rate(self) -> Quantity:
        """Input: Spot price of one GPU-hour. Given in USD/h."""
    @property
    def checkpoint_overhead(self) -> Quantity:
        """Input: Time billed saving a checkpoint at an interruption. Given in min."""
    @property
    def restart_overhead(self) -> Quantity:
        """Input: Time billed restarting after an interruption. Given in min."""
    @property
    def retained_interval(self) -> Quantity:
        """Input: Progress retained between interruptions. Given in h."""
    @property
    def nominal_discount(self) -> float:
        """The discount of the spot price on the on-demand price.

        = 1.0 - spot_rate / on_demand_rate
        """
    @property
    def lost_per_interruption(self) -> Quantity:
        """Time billed at each interruption without progress. In min.

        = checkpoint_overhead + restart_overhead
        """
    @property
    def billed_over_retained(self) -> float:
        """Time billed per unit of progress retained.

        = (retained_interval + lost_per_interruption) / retained_interval
        """
    @property
    def effective_rate(self) -> Quantity:
        """Price of one GPU-hour of retained progress. In USD/h.

        = spot_rate * billed_over_retained
        """
    @property
    def effective_cost_ratio(self) -> float:
        """The effective spot price over the on-demand price.

        = effective_rate / on_demand_rate
        """
    @property
    def effective_savings(self) -> float:
        """The saving on the on-demand price once interruptions are paid.

        = 1.0 - effective_cost_ratio
        """

class SpotRun(Scenario):
    """A training run on a fleet, on demand against spot capacity: spot is cheaper per hour but adds checkpoint overhead and a restart for every interruption."""
    def __init__(self, *, fleet: QuantityInput, workload: ModelInput | None = ..., run_duration: QuantityInput, on_demand_rate: QuantityInput, spot_rate: QuantityInput, checkpoint_overhead_fraction: RatioInput, interruptions_per_day: int, restart_per_interruption: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SpotRun: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet the run uses, every accelerator of it."""
    @property
    def workload(self) -> Entry | None:
        """Input: The model trained (recorded; the costs do not read it)."""
    @property
    def run_duration(self) -> Quantity:
        """Input: Length of the run without interruptions. Given in d."""
    @property
    def on_demand_rate(self) -> Quantity:
        """Input: On-demand price of one GPU-hour. Given in USD/h."""
    @property
    def spot_rate(self) -> Quantity:
        """Input: Spot price of one GPU-hour. Given in USD/h."""
    @property
    def checkpoint_overhead_fraction(self) -> float:
        """Input: Checkpoint overhead on spot, as a share of the run."""
    @property
    def interruptions_per_day(self) -> int:
        """Input: Interruptions per whole day of the run."""
    @property
    def restart_per_interruption(self) -> Quantity:
        """Input: Time lost restarting after each interruption. Given in h."""
    @property
    def gpus(self) -> int:
        """GPUs in the fleet.

        = fleet.count * fleet.node.accelerators_per_node
        """
    @property
    def run_hours(self) -> Quantity:
        """Length of the run, in hours. In h.

        = run_duration
        """
    @property
    def run_days(self) -> Quantity:
        """Length of the run, in days. In d.

        = run_duration
        """
    @property
    def on_demand_cost(self) -> Quantity:
        """What the run costs on demand. In USD.

        = gpus * run_hours * on_demand_rate
        """
    @property
    def spot_base_cost(self) -> Quantity:
        """What the run's own hours cost on spot. In USD.

        = gpus * run_hours * spot_rate
        """
    @property
    def checkpoint_extra_hours(self) -> Quantity:
        """Hours spot adds for checkpoints. In h.

        = checkpoint_overhead_fraction * run_hours
        """
    @property
    def interruptions(self) -> int:
        """Interruptions over the run's whole days.

        = interruptions_per_day * floor(run_hours / hours(24.0))
        """
    @property
    def restart_total_hours(self) -> Quantity:
        """Hours lost restarting. In h.

        = interruptions * restart_per_interruption
        """
    @property
    def spot_total_hours(self) -> Quantity:
        """Hours billed on spot. In h.

        = run_hours + checkpoint_extra_hours + restart_total_hours
        """
    @property
    def spot_total_cost(self) -> Quantity:
        """What the run costs on spot. In USD.

        = gpus * spot_total_hours * spot_rate
        """
    @property
    def savings(self) -> Quantity:
        """What spot saves. In USD.

        = on_demand_cost - spot_total_cost
        """
    @property
    def savings_share(self) -> float:
        """What spot saves, as a share of the on-demand cost.

        = savings / on_demand_cost
        """
    @property
    def longer_share(self) -> float:
        """How much longer the run takes on spot, as a share of its length.

        = spot_total_hours / run_hours - 1.0
        """

class UtilizationGain(Scenario):
    """A fleet whose utilization a scheduling fix raises: the fully busy GPUs it gains, the raw GPUs that gain would take to buy under the old policy, and what those are worth a year.

    The pools of the fleet and each pool's measured shares before and after may be recorded
    beside the totals; the totals read only the fleet's size and its two utilizations.
    """
    def __init__(self, *, fleet_gpus: int, utilization_before: RatioInput, utilization_after: RatioInput, device_hour_rate: QuantityInput, pools: Mapping[str, int] | str = ..., pool_metrics: Mapping[str, Mapping[str, RatioInput] | str] | str = ..., pending_jobs: int | None = ..., job_memory_need: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> UtilizationGain: ...
    @property
    def fleet_gpus(self) -> int:
        """Input: GPUs in the fleet."""
    @property
    def utilization_before(self) -> float:
        """Input: Share of the GPUs busy before the fix."""
    @property
    def utilization_after(self) -> float:
        """Input: Share of the GPUs busy after it."""
    @property
    def device_hour_rate(self) -> Quantity:
        """Input: Price of one GPU-hour. Given in USD/h."""
    @property
    def pools(self) -> dict[str, int]:
        """Input: GPUs in each pool of the fleet."""
    @property
    def pool_metrics(self) -> dict[str, dict[str, float]]:
        """Input: Each pool's measured shares (allocated, active; before and after)."""
    @property
    def pending_jobs(self) -> int | None:
        """Input: Jobs queued before the fix."""
    @property
    def job_memory_need(self) -> Quantity | None:
        """Input: Peak memory of the jobs queued on the largest pool. Given in GB."""
    @property
    def improvement(self) -> float:
        """The rise in utilization.

        = utilization_after - utilization_before
        """
    @property
    def productive_gain(self) -> float:
        """Fully busy GPUs the fix gains.

        = fleet_gpus * improvement
        """
    @property
    def raw_gpu_equivalent(self) -> float:
        """Raw GPUs that would deliver the gain at the old utilization.

        = productive_gain / utilization_before
        """
    @property
    def annual_value(self) -> Quantity:
        """A year's rent of those raw GPUs at the rate (8,760 hours). In USD.

        = raw_gpu_equivalent * device_hour_rate * hours(8760.0)
        """

class AdversarialTrainingPasses(Scenario):
    """The work of adversarial training per batch, in standard forward-backward passes: the passes spent finding each perturbation and those spent on the update, against standard training."""
    def __init__(self, *, attack_passes: int, update_passes: int, standard_passes: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AdversarialTrainingPasses: ...
    @property
    def attack_passes(self) -> int:
        """Input: Passes spent finding the perturbation."""
    @property
    def update_passes(self) -> int:
        """Input: Passes spent on the update (2 for a doubled clean-and-adversarial batch)."""
    @property
    def standard_passes(self) -> int:
        """Input: Passes per batch of standard training."""
    @property
    def passes(self) -> int:
        """Passes per batch of adversarial training.

        = attack_passes + update_passes
        """
    @property
    def slowdown(self) -> float:
        """The work as a multiple of standard training's.

        = passes / standard_passes
        """

class CertifiedRadius(Scenario):
    """Binary randomized smoothing at a noise level, against an l-infinity budget on one input: the certified l2 radius, and whether it reaches the corner of the l-infinity box.

    The budget is a number of steps of a pixel's levels; its box's corner lies at the budget
    times the square root of the coordinates, the length the certificate must reach to cover
    the whole box.
    """
    def __init__(self, *, noise_sd: RatioInput, top_class_probability: RatioInput, linf_levels: int, pixel_levels: int, coordinates: int) -> None: ...
    def with_inputs(self, **changes: object) -> CertifiedRadius: ...
    @property
    def noise_sd(self) -> float:
        """Input: Standard deviation σ of the smoothing noise."""
    @property
    def top_class_probability(self) -> float:
        """Input: Probability p_A of the top class under noise."""
    @property
    def linf_levels(self) -> int:
        """Input: The l-infinity budget, in steps of a pixel's levels."""
    @property
    def pixel_levels(self) -> int:
        """Input: Values a pixel's channel takes."""
    @property
    def coordinates(self) -> int:
        """Input: Coordinates of an input: width × height × channels."""
    @property
    def radius(self) -> float:
        """The certified l2 radius.

        = smoothing_radius(noise_sd, top_class_probability)
        """
    @property
    def quantile(self) -> float:
        """Φ⁻¹(p_A): the radius in units of the noise.

        = radius / noise_sd
        """
    @property
    def linf_budget(self) -> float:
        """The l-infinity budget on the [0, 1] scale.

        = linf_levels / (pixel_levels - 1)
        """
    @property
    def box_corner_l2(self) -> float:
        """l2 length of the corner of the l-infinity box.

        = linf_corner_l2(linf_budget, coordinates)
        """
    @property
    def covers_box(self) -> bool:
        """Whether the certificate covers the whole box.

        = radius >= box_corner_l2
        """

class DataParallelAttackSurface(Scenario):
    """Data-parallel training of a model on a fleet, as an attack surface: the gradient each step exchanges, the checkpoint it writes, and the traffic of a robust aggregate that gathers every replica's gradient instead of reducing their sum in a ring.

    The reference's `weight_bytes` is `served_weight_bytes` here: `weight_bytes` names the law
    the bytes are computed with.
    """
    def __init__(self, *, workload: ModelInput, fleet: QuantityInput, dp_degree: int, gradient_bytes_per_param: QuantityInput, checkpoint_bytes_per_param: QuantityInput, weight_bytes_per_param: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DataParallelAttackSurface: ...
    @property
    def workload(self) -> Entry:
        """Input: The model trained."""
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet it is trained on, every accelerator of it."""
    @property
    def dp_degree(self) -> int:
        """Input: Data-parallel replicas."""
    @property
    def gradient_bytes_per_param(self) -> Quantity:
        """Input: Bytes of gradient per parameter."""
    @property
    def checkpoint_bytes_per_param(self) -> Quantity:
        """Input: Bytes of checkpoint per parameter."""
    @property
    def weight_bytes_per_param(self) -> Quantity | None:
        """Input: Bytes of a served weight per parameter, when quoted."""
    @property
    def accelerators(self) -> int:
        """Accelerators in the fleet.

        = fleet.count * fleet.node.accelerators_per_node
        """
    @property
    def nodes(self) -> int:
        """Nodes in the fleet.

        = i64::from(fleet.count)
        """
    @property
    def accelerators_per_node(self) -> int:
        """Accelerators in one node.

        = i64::from(fleet.node.accelerators_per_node)
        """
    @property
    def accelerators_per_replica(self) -> float:
        """Accelerators of one replica.

        = accelerators / dp_degree
        """
    @property
    def gradient_bytes(self) -> Quantity:
        """Bytes of one gradient.

        = weight_bytes(workload, gradient_bytes_per_param)
        """
    @property
    def checkpoint_bytes(self) -> Quantity:
        """Bytes of one checkpoint.

        = weight_bytes(workload, checkpoint_bytes_per_param)
        """
    @property
    def served_weight_bytes(self) -> Quantity:
        """Bytes of the served weights (the reference's `weight_bytes`, renamed: that name is the
        law's).

        = weight_bytes(workload, weight_bytes_per_param)
        """
    @property
    def allreduce_factor(self) -> float:
        """Bytes each worker moves in a ring AllReduce, per byte of gradient.

        = ring_allreduce_data_factor(dp_degree)
        """
    @property
    def gather_factor(self) -> int:
        """Bytes each worker receives gathering every other replica's gradient, per byte of gradient.

        = dp_degree - 1
        """
    @property
    def gather_traffic_ratio(self) -> float:
        """The gather's traffic over the ring AllReduce's: N/2.

        = gather_factor / allreduce_factor
        """

class DpSgdRun(Scenario):
    """The inputs a DP-SGD privacy accountant needs for one Poisson-sampled training run: the sampling rate and the steps. It does not estimate ε; the accountant does."""
    def __init__(self, *, dataset_size: int, batch_size: int, clip_norm: RatioInput, noise_multiplier: RatioInput, epochs: int, target_epsilon: RatioInput, delta: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DpSgdRun: ...
    @property
    def dataset_size(self) -> int:
        """Input: Examples in the training set."""
    @property
    def batch_size(self) -> int:
        """Input: Expected examples per batch."""
    @property
    def clip_norm(self) -> float:
        """Input: Bound on each example's gradient norm."""
    @property
    def noise_multiplier(self) -> float:
        """Input: Noise standard deviation over the clipping bound."""
    @property
    def epochs(self) -> int:
        """Input: Passes over the data."""
    @property
    def target_epsilon(self) -> float:
        """Input: The ε the run aims for."""
    @property
    def delta(self) -> float:
        """Input: The δ of the guarantee."""
    @property
    def sampling_rate(self) -> float:
        """Chance that one example is in one batch.

        = batch_size / dataset_size
        """
    @property
    def steps(self) -> int:
        """Steps of the run.

        = trunc(epochs * dataset_size / batch_size)
        """

class EncryptedInferenceLatency(Scenario):
    """One inference with symmetric encryption around it, and the same inference computed under fully homomorphic encryption."""
    def __init__(self, *, plaintext_latency: QuantityInput, encryption_overhead: QuantityInput, fhe_multiplier: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> EncryptedInferenceLatency: ...
    @property
    def plaintext_latency(self) -> Quantity:
        """Input: Latency of the inference in the clear. Given in ms."""
    @property
    def encryption_overhead(self) -> Quantity:
        """Input: Latency symmetric encryption adds around it. Given in ms."""
    @property
    def fhe_multiplier(self) -> float:
        """Input: How many times slower the inference runs under fully homomorphic encryption."""
    @property
    def encrypted_transport_latency(self) -> Quantity:
        """Latency with encryption in transit. In ms.

        = plaintext_latency + encryption_overhead
        """
    @property
    def fhe_latency(self) -> Quantity:
        """Latency computed under fully homomorphic encryption. In s.

        = plaintext_latency * fhe_multiplier
        """

class FloatBitFlip(Scenario):
    """One stored binary32 value with one bit flipped: the value as stored, the value read back, and the power of two the flip multiplies it by.

    Bit 31 is the sign, bits 30 to 23 the exponent and bits 22 to 0 the fraction: a flip of the
    top exponent bit of a weight below 1 multiplies it by 2¹²⁸ and leaves it finite, so checks
    for NaN and infinity pass it.
    """
    def __init__(self, *, value: RatioInput, flipped_bit: int, exponent_bits: int, fraction_bits: int) -> None: ...
    def with_inputs(self, **changes: object) -> FloatBitFlip: ...
    @property
    def value(self) -> float:
        """Input: The stored value."""
    @property
    def flipped_bit(self) -> int:
        """Input: The bit that flips (bit 30 is the top exponent bit)."""
    @property
    def exponent_bits(self) -> int:
        """Input: Exponent bits of the format."""
    @property
    def fraction_bits(self) -> int:
        """Input: Fraction bits of the format."""
    @property
    def stored(self) -> float:
        """The value as stored.

        = float32_bit_flip(value, flipped_bit)[0]
        """
    @property
    def corrupted(self) -> float:
        """The value read back after the flip.

        = float32_bit_flip(value, flipped_bit)[1]
        """
    @property
    def scale_log2(self) -> int:
        """The power of two the flip multiplies the value by.

        = round_half_even((corrupted / stored).log2())
        """
    @property
    def word_bits(self) -> int:
        """Bits of the word: sign, exponent and fraction.

        = 1 + exponent_bits + fraction_bits
        """

class GaussianDrift(Scenario):
    """A continuous feature fitted as a normal law at reference and now: the Kullback-Leibler divergence of the reference fit from the current one, its terms, and whether it reaches the service's threshold."""
    def __init__(self, *, reference_mean: RatioInput, reference_sd: RatioInput, current_mean: RatioInput, current_sd: RatioInput, kl_trigger: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> GaussianDrift: ...
    @property
    def reference_mean(self) -> float:
        """Input: Mean of the reference fit."""
    @property
    def reference_sd(self) -> float:
        """Input: Standard deviation of the reference fit."""
    @property
    def current_mean(self) -> float:
        """Input: Mean of the current fit."""
    @property
    def current_sd(self) -> float:
        """Input: Standard deviation of the current fit."""
    @property
    def kl_trigger(self) -> float | None:
        """Input: The divergence at which the service investigates."""
    @property
    def triggers(self) -> bool:
        """Whether the divergence reaches the threshold.

        = kl >= kl_trigger
        """
    @property
    def kl_terms(self) -> list[float]:
        """The closed form's terms: the log term, the ratio's numerator and its denominator.

        = gaussian_kl_terms(reference_mean, reference_sd, current_mean, current_sd)
        """
    @property
    def kl_log_term(self) -> float:
        """The log term, ln(σ_Q/σ_P).

        = kl_terms[0]
        """
    @property
    def kl_ratio_term(self) -> float:
        """The ratio term, (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²).

        = kl_terms[1] / kl_terms[2]
        """
    @property
    def kl(self) -> float:
        """The divergence of the reference fit from the current fit, in nats.

        = gaussian_kl(reference_mean, reference_sd, current_mean, current_sd)
        """

class LaplaceMeanRelease(Scenario):
    """The mean of a public roster's values released with differential privacy: one Laplace draw added to the sum, divided by the public count.

    Every value lies in [0, `value_range`], so replacing one person moves the sum by at most
    the range: that is the sensitivity. The reference names the method's argument `group_size`,
    the input's own name; here the argument is `n`.
    """
    def __init__(self, *, value_range: QuantityInput, epsilon: RatioInput, group_size: int, small_group_size: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> LaplaceMeanRelease: ...
    @property
    def value_range(self) -> Quantity:
        """Input: The width of the range every value lies in. Given in USD."""
    @property
    def epsilon(self) -> float:
        """Input: The privacy budget ε."""
    @property
    def group_size(self) -> int:
        """Input: People in the released group."""
    @property
    def small_group_size(self) -> int | None:
        """Input: People in a smaller group, for comparison."""
    @property
    def sensitivity(self) -> Quantity:
        """The most one person can move the sum. In USD.

        = value_range
        """
    @property
    def noise_scale(self) -> Quantity:
        """Scale of the Laplace noise on the sum, in dollars. In USD.

        = usd(laplace_scale(sensitivity.value, epsilon))
        """
    @property
    def small_group_error(self) -> Quantity:
        """Expected absolute error of the released mean of the smaller group. In USD.

        = mean_error(small_group_size)
        """
    def mean_error(self, n: int) -> Quantity:
        """Expected absolute error of the released mean of `n` people: the noise scale over n. In USD.

        = noise_scale / n
        """

class MeanShiftTest(Scenario):
    """A feature's mean moves over a sample of requests: is that noise? The move in standard errors of the mean, and the two-sided chance of a move at least that large from noise alone.

    The tail is computed without subtracting from one; the reference's 2(1 − Φ(|z|)) loses the
    low digits of a small p-value to that subtraction. The reference's `standard_error` is
    `mean_standard_error` here: `standard_error` names the law it is computed with.
    """
    def __init__(self, *, reference_mean: RatioInput, observed_mean: RatioInput, feature_sd: RatioInput, n_samples: int, significance_bound: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MeanShiftTest: ...
    @property
    def reference_mean(self) -> float:
        """Input: The known reference mean."""
    @property
    def observed_mean(self) -> float:
        """Input: The mean observed over the sample."""
    @property
    def feature_sd(self) -> float:
        """Input: Standard deviation of the feature."""
    @property
    def n_samples(self) -> int:
        """Input: Requests in the sample."""
    @property
    def significance_bound(self) -> float | None:
        """Input: The bound an alert compares the p-value with."""
    @property
    def mean_shift(self) -> float:
        """The move of the mean.

        = observed_mean - reference_mean
        """
    @property
    def mean_standard_error(self) -> float:
        """Standard error of the sample mean (the reference's `standard_error`, renamed: that name
        is the law's).

        = standard_error(feature_sd, n_samples)
        """
    @property
    def z_score(self) -> float:
        """The move in standard errors.

        = mean_shift / mean_standard_error
        """
    @property
    def p_value(self) -> float:
        """Two-sided chance of a move at least this large from noise alone.

        = two_sided_normal_tail(z_score)
        """

class MembershipAudit(Scenario):
    """A membership-inference audit on the ROC plane against the ceiling a pure ε-differentially private release allows: the most true positives any test can reach at each false-positive rate, beside an illustrative audit curve."""
    def __init__(self, *, epsilon: RatioInput, audit_shape: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> MembershipAudit: ...
    @property
    def epsilon(self) -> float:
        """Input: The privacy budget ε."""
    @property
    def audit_shape(self) -> float:
        """Input: Shape a of the illustrative audit curve (at most 1 − e^−ε to stay under the ceiling)."""
    @property
    def shape_limit(self) -> float:
        """The largest audit shape whose curve stays under the ceiling at every false-positive
        rate: 1 − e^−ε (not a member of the reference, which states the bound in a comment).

        = 1.0 - exp(-epsilon)
        """
    def ceiling(self, fpr: RatioInput) -> float:
        """The highest true-positive rate any membership test reaches at `fpr`.

        = membership_tpr_ceiling(fpr, epsilon)
        """
    def audit(self, fpr: RatioInput) -> float:
        """The illustrative audit's true-positive rate at `fpr`.

        = fpr + audit_shape * fpr * (1.0 - fpr)
        """

class OutputShaping(Scenario):
    """An API that returns only its top scores, rounded: how many fewer scores each answer carries, and how many bits of each score rounding removes and keeps."""
    def __init__(self, *, class_count: int, top_k: int, from_decimals: int, to_decimals: int) -> None: ...
    def with_inputs(self, **changes: object) -> OutputShaping: ...
    @property
    def class_count(self) -> int:
        """Input: Classes the model scores."""
    @property
    def top_k(self) -> int:
        """Input: Scores returned per answer."""
    @property
    def from_decimals(self) -> int:
        """Input: Decimal places the model computes its scores to."""
    @property
    def to_decimals(self) -> int:
        """Input: Decimal places the API returns."""
    @property
    def scores_reduction(self) -> float:
        """Times fewer scores per answer than returning every class.

        = class_count / top_k
        """
    @property
    def entries_removed(self) -> float:
        """Share of the scores not returned.

        = 1.0 - top_k / class_count
        """
    @property
    def decimal_digits_removed(self) -> int:
        """Decimal places rounding removes.

        = from_decimals - to_decimals
        """
    @property
    def bits_removed(self) -> float:
        """Bits per score that rounding removes, counting decimal bins.

        = level_bits(powf(10.0, decimal_digits_removed as f64))
        """
    @property
    def retained_bits(self) -> float:
        """Bits left in a score in [0, 1] at `to_decimals` places (10^d + 1 levels).

        = level_bits(powf(10.0, f64::from(to_decimals)) + 1.0)
        """

class ProtectedMemoryFit(Scenario):
    """A model's weights against the protected memory of a trusted execution environment (an enclave page cache), before any activation.

    The reference's `weight_bytes` is `weight_footprint` here: `weight_bytes` names the law the
    bytes are computed with.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, bytes_per_weight: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ProtectedMemoryFit: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose weights are protected."""
    @property
    def hardware(self) -> Entry:
        """Input: The device whose protected memory holds them."""
    @property
    def bytes_per_weight(self) -> Quantity:
        """Input: Bytes of one weight."""
    @property
    def weight_footprint(self) -> Quantity:
        """Bytes of the weights (the reference's `weight_bytes`, renamed: that name is the law's).

        = weight_bytes(workload, bytes_per_weight)
        """
    @property
    def capacity(self) -> Quantity:
        """The protected memory.

        = hardware.memory_capacity
        """
    @property
    def capacity_share(self) -> float:
        """The weights as a share of the protected memory.

        = weight_footprint / capacity
        """

class QueryExtractionBudget(Scenario):
    """What copying a model through its priced API costs an extractor who needs a given number of answers, under three billing regimes: pay per query, a paid tier capped at a daily quota, and a lifetime allowance per principal after which every query is billed per query.

    The tier's fee a day, a private helper of the reference, is the property `tier_fee_per_day`.
    """
    def __init__(self, *, training_cost: QuantityInput, extraction_queries: RatioInput, target_fidelity: RatioInput, price_per_query: QuantityInput, tier_price: QuantityInput, tier_daily_quota: QuantityInput, billing_period: QuantityInput, lifetime_allowance: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> QueryExtractionBudget: ...
    @property
    def training_cost(self) -> Quantity:
        """Input: What training the victim model cost. Given in USD."""
    @property
    def extraction_queries(self) -> float:
        """Input: Answers the extraction needs for its target fidelity."""
    @property
    def target_fidelity(self) -> float:
        """Input: Agreement with the victim the extractor aims for."""
    @property
    def price_per_query(self) -> Quantity:
        """Input: Price of one query, pay as you go. Given in USD."""
    @property
    def tier_price(self) -> Quantity:
        """Input: Price of the paid tier per billing period. Given in USD."""
    @property
    def tier_daily_quota(self) -> Quantity:
        """Input: Queries a day the paid tier allows. Given in 1/d."""
    @property
    def billing_period(self) -> Quantity:
        """Input: The tier's billing period. Given in d."""
    @property
    def lifetime_allowance(self) -> float:
        """Input: Queries a principal may make before every query is billed per query."""
    @property
    def tier_fee_per_day(self) -> Quantity:
        """The tier's fee, a day. In USD/d.

        = tier_price / billing_period
        """
    @property
    def collection_days(self) -> Quantity:
        """Days the tier's quota takes to deliver every answer needed. In d.

        = tier_days(extraction_queries)
        """
    @property
    def full_set_pay_per_query(self) -> Quantity:
        """Every answer needed, paid per query. In USD.

        = pay_per_query_cost(extraction_queries)
        """
    @property
    def full_set_tier(self) -> Quantity:
        """Every answer needed, on the capped tier. In USD.

        = tier_cost(extraction_queries)
        """
    @property
    def allowance_fees(self) -> Quantity:
        """Tier fees up to the lifetime allowance. In USD.

        = tier_cost(lifetime_allowance)
        """
    @property
    def overage_cost(self) -> Quantity:
        """The answers past the allowance, paid per query. In USD.

        = pay_per_query_cost(max(extraction_queries - lifetime_allowance, 0.0))
        """
    @property
    def full_set_lifetime(self) -> Quantity:
        """Every answer needed, under the lifetime allowance. In USD.

        = lifetime_cost(extraction_queries)
        """
    @property
    def tier_share_of_training(self) -> float:
        """The capped tier's cost as a share of the victim's training cost.

        = full_set_tier / training_cost
        """
    def tier_days(self, queries: RatioInput) -> Quantity:
        """Days the tier's quota takes to deliver `queries` answers. In d.

        = queries / tier_daily_quota
        """
    def pay_per_query_cost(self, queries: RatioInput) -> Quantity:
        """`queries` answers paid per query. In USD.

        = queries * price_per_query
        """
    def tier_cost(self, queries: RatioInput) -> Quantity:
        """`queries` answers on the capped tier: its fee for every day of collection. In USD.

        = tier_days(queries) * tier_fee_per_day
        """
    def lifetime_cost(self, queries: RatioInput) -> Quantity:
        """`queries` answers under the lifetime allowance: tier fees up to it, then per query. In USD.

        = tier_cost(min(queries, lifetime_allowance)) + pay_per_query_cost(max(queries - lifetime_allowance, 0.0))
        """

class ThroughputCost(Scenario):
    """The same workload on the same resources served without a set of security controls and with them: the rate lost and the overhead as a share of the rate."""
    def __init__(self, *, baseline_rate: QuantityInput, controlled_rate: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ThroughputCost: ...
    @property
    def baseline_rate(self) -> Quantity:
        """Input: Rate without the controls. Given in tok/s."""
    @property
    def controlled_rate(self) -> Quantity:
        """Input: Rate with them. Given in tok/s."""
    @property
    def rate_lost(self) -> Quantity:
        """The rate the controls cost. In tok/s.

        = baseline_rate - controlled_rate
        """
    @property
    def overhead(self) -> float:
        """The controls' cost as a share of the baseline rate.

        = 1.0 - controlled_rate / baseline_rate
        """

class CheckpointTrace(Scenario):
    """Checkpoint intervals priced against a fixed trace of crashes, beside Young's square-root interval for replaying logged turns and for re-executing them."""
    def __init__(self, *, turns: int, crashes: Sequence[int] | str, strides: Sequence[int] | str, pause: QuantityInput, restore: QuantityInput, rebuild_per_turn: QuantityInput, reexecute_per_turn: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> CheckpointTrace: ...
    @property
    def turns(self) -> int:
        """Input: Turns in the trajectory."""
    @property
    def crashes(self) -> list[int]:
        """Input: Turns after which a crash happens."""
    @property
    def strides(self) -> list[int]:
        """Input: Checkpoint intervals to compare, in turns."""
    @property
    def pause(self) -> Quantity:
        """Input: Time one checkpoint pauses the work. Given in s."""
    @property
    def restore(self) -> Quantity:
        """Input: Time to restore from a checkpoint. Given in s."""
    @property
    def rebuild_per_turn(self) -> Quantity:
        """Input: Time to replay one logged turn. Given in s."""
    @property
    def reexecute_per_turn(self) -> Quantity:
        """Input: Time to re-execute one turn that was not logged. Given in s."""
    @property
    def best_stride(self) -> int:
        """The interval of least total time (the first listed, on a tie).

        = i64::from(argmin(&strides, total_time))
        """
    @property
    def every_turn_time(self) -> Quantity:
        """Time when every turn is checkpointed. In s.

        = turns * pause + len(&crashes) * restore
        """
    @property
    def crash_rate(self) -> float:
        """Crashes per turn.

        = len(&crashes) / turns
        """
    @property
    def stride_logged(self) -> float:
        """Young's interval when lost turns are replayed from the log.

        = sqrt(2.0 * pause / (crash_rate * rebuild_per_turn))
        """
    @property
    def stride_reexecuted(self) -> float:
        """Young's interval when lost turns are executed again.

        = sqrt(2.0 * pause / (crash_rate * reexecute_per_turn))
        """
    @property
    def stride_gain(self) -> float:
        """How many times longer the logged interval is.

        = stride_logged / stride_reexecuted
        """
    def checkpoints(self, stride: int) -> int:
        """Checkpoints taken at interval `stride`.

        = floor_div(turns + stride - 1, stride)
        """
    def lost_turns(self, stride: int) -> list[int]:
        """Turns replayed after each crash at interval `stride`.

        = crashes.iter().map(|&crash| modulo(crash, stride)).collect::<Result<Vec<i64>, _>>()
        """
    def capture_time(self, stride: int) -> Quantity:
        """Time spent taking checkpoints at interval `stride`. In s.

        = checkpoints(stride) * pause
        """
    def recovery_time(self, stride: int) -> Quantity:
        """Time spent recovering from the crashes at interval `stride`. In s.

        = len(&crashes) * restore + total(&lost_turns(stride)) * rebuild_per_turn
        """
    def total_time(self, stride: int) -> Quantity:
        """Checkpoint and recovery time at interval `stride`. In s.

        = capture_time(stride) + recovery_time(stride)
        """
    def stride_overhead(self, stride: int, cost: QuantityInput) -> Quantity:
        """Expected overhead per turn at interval `stride` when a lost turn costs `cost`. In s.

        = pause / stride + crash_rate * cost * stride / 2.0
        """

class GroupCommit(Scenario):
    """Each record's share of storage work, and how long the first and the last arrival wait, when one flush acknowledges a whole batch."""
    def __init__(self, *, batch_timer: QuantityInput, flush_time: QuantityInput, batch_size: int) -> None: ...
    def with_inputs(self, **changes: object) -> GroupCommit: ...
    @property
    def batch_timer(self) -> Quantity:
        """Input: Time a batch stays open. Given in ms."""
    @property
    def flush_time(self) -> Quantity:
        """Input: Time of one flush. Given in ms."""
    @property
    def batch_size(self) -> int:
        """Input: Records acknowledged by one flush."""
    @property
    def work_per_record(self) -> Quantity:
        """Flush time each record accounts for. In ms.

        = flush_time / batch_size
        """
    @property
    def first_wait(self) -> Quantity:
        """Wait of the first record of a batch. In ms.

        = batch_timer + flush_time
        """
    @property
    def last_wait(self) -> Quantity:
        """Wait of the last record of a batch. In ms.

        = flush_time
        """

class RetentionCost(Scenario):
    """Storage cost of keeping one trajectory's event log and one workspace snapshot for a retention period, against the cost of one attempt."""
    def __init__(self, *, turns: int, envelope: QuantityInput, payload: QuantityInput, workspace: QuantityInput, rate: QuantityInput, period: QuantityInput, attempt_cost: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> RetentionCost: ...
    @property
    def turns(self) -> int:
        """Input: Turns in the trajectory."""
    @property
    def envelope(self) -> Quantity:
        """Input: Envelope bytes of one logged event. Given in kB."""
    @property
    def payload(self) -> Quantity:
        """Input: Payload bytes of one logged event. Given in kB."""
    @property
    def workspace(self) -> Quantity:
        """Input: Bytes of the workspace snapshot. Given in MB."""
    @property
    def rate(self) -> Quantity:
        """Input: Storage price. Given in USD/(TB·month)."""
    @property
    def period(self) -> Quantity:
        """Input: How long the data is kept. Given in month."""
    @property
    def attempt_cost(self) -> Quantity:
        """Input: Cost of one attempt, to compare with. Given in USD."""
    @property
    def log_bytes(self) -> Quantity:
        """Bytes of the event log. In B.

        = turns * (envelope + payload)
        """
    @property
    def total_bytes(self) -> Quantity:
        """Bytes kept. In B.

        = log_bytes + workspace
        """
    @property
    def cost(self) -> Quantity:
        """Cost of keeping everything for the period. In USD.

        = total_bytes * rate * period
        """
    @property
    def log_cost(self) -> Quantity:
        """Cost of keeping the log alone. In USD.

        = log_bytes * rate * period
        """
    @property
    def attempt_share(self) -> float:
        """The storage cost as a share of one attempt.

        = cost / attempt_cost
        """
    @property
    def log_share(self) -> float:
        """The log's storage cost as a share of one attempt.

        = log_cost / attempt_cost
        """
    @property
    def workspace_share(self) -> float:
        """The workspace's share of the bytes kept.

        = workspace / total_bytes
        """

class SnapshotVolume(Scenario):
    """Bytes written by full snapshots against deltas, over a trajectory whose state grows by the same amount every turn and is saved every `stride` turns."""
    def __init__(self, *, turns: int, stride: int, state_growth: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SnapshotVolume: ...
    @property
    def turns(self) -> int:
        """Input: Turns in the trajectory."""
    @property
    def stride(self) -> int:
        """Input: Turns between snapshots."""
    @property
    def state_growth(self) -> Quantity:
        """Input: State added per turn. Given in kB."""
    @property
    def checkpoints(self) -> int:
        """Snapshots taken.

        = floor_div(turns, stride)
        """
    @property
    def full_bytes(self) -> Quantity:
        """Bytes written when every snapshot is full. In B.

        = state_growth * stride * checkpoints * (checkpoints + 1) / 2
        """
    @property
    def delta_bytes(self) -> Quantity:
        """Bytes written when every snapshot holds only what changed. In B.

        = state_growth * stride * checkpoints
        """
    @property
    def ratio(self) -> float:
        """How many times more full snapshots write.

        = full_bytes / delta_bytes
        """

class BulkheadAdmission(Scenario):
    """A burst of blocking requests against a hung dependency, admitted without a limit and then with a cap on occupied workers and a bounded queue."""
    def __init__(self, *, arrivals: int, workers: int, worker_cap: int, queue_cap: int) -> None: ...
    def with_inputs(self, **changes: object) -> BulkheadAdmission: ...
    @property
    def arrivals(self) -> int:
        """Input: Requests in the burst."""
    @property
    def workers(self) -> int:
        """Input: Workers of the service."""
    @property
    def worker_cap(self) -> int:
        """Input: Workers the bulkhead lets the dependency hold."""
    @property
    def queue_cap(self) -> int:
        """Input: Requests that may wait for a worker."""
    @property
    def uncapped_occupied(self) -> int:
        """Workers held without a bulkhead.

        = i64::from(min(arrivals, workers))
        """
    @property
    def uncapped_free(self) -> int:
        """Workers left free without a bulkhead.

        = workers - uncapped_occupied
        """
    @property
    def occupied(self) -> int:
        """Workers held with the bulkhead.

        = i64::from(min(min(arrivals, worker_cap), workers))
        """
    @property
    def queued(self) -> int:
        """Requests waiting in the queue.

        = min(arrivals - occupied, i64::from(queue_cap))
        """
    @property
    def rejected(self) -> int:
        """Requests turned away.

        = arrivals - occupied - queued
        """
    @property
    def protected_workers(self) -> int:
        """Workers the bulkhead keeps free for other work.

        = workers - occupied
        """

class IrreversibleLoss(Scenario):
    """Expected loss from wrong changes that cannot be undone, with and without a canary check ahead of the point of no return, and what one more step of catch rate is worth."""
    def __init__(self, *, model_cost_per_attempt: QuantityInput, environment_cost_per_attempt: QuantityInput, assessment_cost_per_attempt: QuantityInput, approver_review_time: QuantityInput, approver_hourly_rate: QuantityInput, wrong_change_probability: RatioInput, wrong_change_impact: QuantityInput, canary_catch_rate: RatioInput, canary_recovery_fraction: RatioInput, catch_step: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> IrreversibleLoss: ...
    @property
    def model_cost_per_attempt(self) -> Quantity:
        """Input: Model cost of one remediation attempt. Given in USD."""
    @property
    def environment_cost_per_attempt(self) -> Quantity:
        """Input: Environment cost of one attempt. Given in USD."""
    @property
    def assessment_cost_per_attempt(self) -> Quantity:
        """Input: Assessment cost of one attempt. Given in USD."""
    @property
    def approver_review_time(self) -> Quantity:
        """Input: Time a person spends approving one attempt. Given in min."""
    @property
    def approver_hourly_rate(self) -> Quantity:
        """Input: What that person's time costs. Given in USD/h."""
    @property
    def wrong_change_probability(self) -> float:
        """Input: Chance that a change is wrong."""
    @property
    def wrong_change_impact(self) -> Quantity:
        """Input: Cost of a wrong change that goes through. Given in USD."""
    @property
    def canary_catch_rate(self) -> float:
        """Input: Share of wrong changes the canary catches."""
    @property
    def canary_recovery_fraction(self) -> float:
        """Input: Share of a caught change's impact that is recovered."""
    @property
    def catch_step(self) -> float:
        """Input: A step up in the catch rate to price."""
    @property
    def attempt_cost(self) -> Quantity:
        """Cost of one attempt, approval included. In USD.

        = model_cost_per_attempt + environment_cost_per_attempt + assessment_cost_per_attempt + approver_review_time * approver_hourly_rate
        """
    @property
    def loss_without_check(self) -> Quantity:
        """Expected loss with no canary. In USD.

        = wrong_change_probability * wrong_change_impact * (1.0 - 0.0)
        """
    @property
    def loss_caught(self) -> Quantity:
        """Expected loss from caught changes. In USD.

        = caught_at(canary_catch_rate)
        """
    @property
    def loss_missed(self) -> Quantity:
        """Expected loss from missed changes. In USD.

        = missed_at(canary_catch_rate)
        """
    @property
    def loss_with_check(self) -> Quantity:
        """Expected loss with the canary. In USD.

        = loss_caught + loss_missed
        """
    @property
    def reduction(self) -> float:
        """How many times smaller the loss is with the canary.

        = loss_without_check / loss_with_check
        """
    @property
    def missed_share(self) -> float:
        """Share of the remaining loss that comes from missed changes.

        = loss_missed / loss_with_check
        """
    @property
    def loss_per_catch_step(self) -> Quantity:
        """Loss saved by raising the catch rate by `catch_step`. In USD.

        = wrong_change_probability * wrong_change_impact * canary_recovery_fraction * catch_step
        """
    @property
    def raised_catch_rate(self) -> float:
        """The catch rate after the step.

        = canary_catch_rate + catch_step
        """
    @property
    def loss_caught_raised(self) -> Quantity:
        """Loss from caught changes at the raised rate. In USD.

        = caught_at(raised_catch_rate)
        """
    @property
    def loss_missed_raised(self) -> Quantity:
        """Loss from missed changes at the raised rate. In USD.

        = missed_at(raised_catch_rate)
        """
    @property
    def loss_with_check_raised(self) -> Quantity:
        """Loss with the canary at the raised rate. In USD.

        = loss_caught_raised + loss_missed_raised
        """
    @property
    def loss_vs_attempt(self) -> float:
        """Expected loss with the canary, in attempts' worth.

        = loss_with_check / attempt_cost
        """
    @property
    def step_vs_attempt(self) -> float:
        """The catch step's saving, in attempts' worth.

        = loss_per_catch_step / attempt_cost
        """
    def caught_at(self, catch_rate: RatioInput) -> Quantity:
        """Expected loss from wrong changes the canary catches at `catch_rate`. In USD.

        = wrong_change_probability * catch_rate * wrong_change_impact * (1.0 - canary_recovery_fraction)
        """
    def missed_at(self, catch_rate: RatioInput) -> Quantity:
        """Expected loss from wrong changes the canary misses at `catch_rate`. In USD.

        = wrong_change_probability * (1.0 - catch_rate) * wrong_change_impact * (1.0 - 0.0)
        """

class RepairBreakEven(Scenario):
    """One bounded repair attempt against the fallback of undoing the work and rebuilding it, in seconds and in token dollars."""
    def __init__(self, *, unwind_time: QuantityInput, rebuild_time: QuantityInput, rebuild_input: int, rebuild_output: int, repair_input: int, repair_output: int, startup_time: QuantityInput, output_rate: QuantityInput, validation_time: QuantityInput, input_price: QuantityInput, output_price: QuantityInput, assumed_success: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> RepairBreakEven: ...
    @property
    def unwind_time(self) -> Quantity:
        """Input: Time to undo the failed work. Given in s."""
    @property
    def rebuild_time(self) -> Quantity:
        """Input: Time to rebuild from scratch. Given in s."""
    @property
    def rebuild_input(self) -> int:
        """Input: Input tokens of the rebuild."""
    @property
    def rebuild_output(self) -> int:
        """Input: Output tokens of the rebuild."""
    @property
    def repair_input(self) -> int:
        """Input: Input tokens of the repair."""
    @property
    def repair_output(self) -> int:
        """Input: Output tokens of the repair."""
    @property
    def startup_time(self) -> Quantity:
        """Input: Time to start the repair. Given in s."""
    @property
    def output_rate(self) -> Quantity:
        """Input: Tokens the model writes per second. Given in tok/s."""
    @property
    def validation_time(self) -> Quantity:
        """Input: Time to check the repaired result. Given in s."""
    @property
    def input_price(self) -> Quantity:
        """Input: Price of an input token. Given in USD/Mtoken."""
    @property
    def output_price(self) -> Quantity:
        """Input: Price of an output token. Given in USD/Mtoken."""
    @property
    def assumed_success(self) -> float:
        """Input: Chance that the repair succeeds."""
    @property
    def fallback_time(self) -> Quantity:
        """Time of the fallback. In s.

        = unwind_time + rebuild_time
        """
    @property
    def fallback_cost(self) -> Quantity:
        """Token cost of the fallback. In USD.

        = rebuild_input * input_price + rebuild_output * output_price
        """
    @property
    def repair_time(self) -> Quantity:
        """Time of one repair attempt. In s.

        = startup_time + repair_output / output_rate + validation_time
        """
    @property
    def repair_cost(self) -> Quantity:
        """Token cost of one repair attempt. In USD.

        = repair_input * input_price + repair_output * output_price
        """
    @property
    def break_even_time(self) -> float:
        """Success chance above which repairing first saves time.

        = repair_time / fallback_time
        """
    @property
    def break_even_cost(self) -> float:
        """Success chance above which repairing first saves money.

        = repair_cost / fallback_cost
        """
    @property
    def expected_time(self) -> Quantity:
        """Expected time when repairing first. In s.

        = repair_time + (1.0 - assumed_success) * fallback_time
        """
    @property
    def expected_cost(self) -> Quantity:
        """Expected token cost when repairing first. In USD.

        = repair_cost + (1.0 - assumed_success) * fallback_cost
        """
    @property
    def time_saved_fraction(self) -> float:
        """Share of the fallback's time that repairing first saves.

        = 1.0 - expected_time / fallback_time
        """
    @property
    def cost_saved_fraction(self) -> float:
        """Share of the fallback's cost that repairing first saves.

        = 1.0 - expected_cost / fallback_cost
        """
    @property
    def one_in(self) -> int:
        """Repairing first pays while at least one attempt in this many succeeds.

        = floor(1.0 / max(break_even_time, break_even_cost))
        """

class RetryAmplification(Scenario):
    """Attempts that reach a dependency when each of several nested layers retries on its own."""
    def __init__(self, *, layer_names: Sequence[str] | str, attempts_per_layer: int) -> None: ...
    def with_inputs(self, **changes: object) -> RetryAmplification: ...
    @property
    def layer_names(self) -> list[str]:
        """Input: The layers that retry, outermost first."""
    @property
    def attempts_per_layer(self) -> int:
        """Input: Attempts each layer makes."""
    @property
    def layers(self) -> int:
        """Number of layers.

        = len(&layer_names)
        """
    @property
    def by_layer(self) -> list[int]:
        """Attempts reaching the dependency with the first k layers retrying, k = 0 to all.

        = (0..=layers).map(|k| pow(attempts_per_layer, k)).collect::<Result<Vec<i64>, _>>()
        """
    @property
    def layered(self) -> int:
        """Attempts reaching the dependency with every layer retrying.

        = pow(attempts_per_layer, layers)
        """
    @property
    def coordinated(self) -> int:
        """Attempts with one coordinated retry budget.

        = i64::from(attempts_per_layer)
        """

class RetryJitter(Scenario):
    """Arrival rate of retries released together in a short window, against the same retries spread evenly over a jitter span."""
    def __init__(self, *, retries: int, burst_window: QuantityInput, jitter_span: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> RetryJitter: ...
    @property
    def retries(self) -> int:
        """Input: Retries in the cohort."""
    @property
    def burst_window(self) -> Quantity:
        """Input: Window the synchronized retries arrive in. Given in ms."""
    @property
    def jitter_span(self) -> Quantity:
        """Input: Span the jittered retries are spread over. Given in s."""
    @property
    def synchronized_rate(self) -> Quantity:
        """Arrival rate when synchronized. In 1/s.

        = retries / burst_window
        """
    @property
    def jittered_mean_rate(self) -> Quantity:
        """Mean arrival rate when jittered. In 1/s.

        = retries / jitter_span
        """
    @property
    def spread_ratio(self) -> float:
        """How many times the jitter lowers the arrival rate.

        = synchronized_rate / jittered_mean_rate
        """
    @property
    def expected_in_window(self) -> float:
        """Jittered retries expected in one burst window.

        = retries * burst_window / jitter_span
        """

class UndetectedLoop(Scenario):
    """Tokens and time of an append-only model-call loop that resends its whole history every turn, run to its turn ceiling or stopped early."""
    def __init__(self, *, first_input: int, output_per_turn: int, observation_per_turn: int, turn_time: QuantityInput, ceiling: int, stop_after: int, context_window: int, input_price: QuantityInput, output_price: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> UndetectedLoop: ...
    @property
    def first_input(self) -> int:
        """Input: Tokens of the first request."""
    @property
    def output_per_turn(self) -> int:
        """Input: Tokens the model writes each turn."""
    @property
    def observation_per_turn(self) -> int:
        """Input: Tokens of the observation appended each turn."""
    @property
    def turn_time(self) -> Quantity:
        """Input: Time of one turn. Given in s."""
    @property
    def ceiling(self) -> int:
        """Input: Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn)."""
    @property
    def stop_after(self) -> int:
        """Input: Turn after which a detector would stop the loop."""
    @property
    def context_window(self) -> int:
        """Input: Tokens the model accepts in one request."""
    @property
    def input_price(self) -> Quantity:
        """Input: Price of an input token. Given in USD/Mtoken."""
    @property
    def output_price(self) -> Quantity:
        """Input: Price of an output token. Given in USD/Mtoken."""
    @property
    def appended_per_turn(self) -> int:
        """Tokens added to the history each turn.

        = output_per_turn + observation_per_turn
        """
    @property
    def ceiling_input(self) -> int:
        """Input tokens sent by the loop run to its ceiling.

        = sent(i64::from(ceiling))
        """
    @property
    def stop_input(self) -> int:
        """Input tokens sent when stopped early.

        = sent(i64::from(stop_after))
        """
    @property
    def ceiling_cost(self) -> Quantity:
        """Cost of the loop run to its ceiling. In USD.

        = charge(i64::from(ceiling))
        """
    @property
    def stop_cost(self) -> Quantity:
        """Cost when stopped early. In USD.

        = charge(i64::from(stop_after))
        """
    @property
    def ceiling_time(self) -> Quantity:
        """Time of the loop run to its ceiling. In s.

        = ceiling * turn_time
        """
    @property
    def stop_time(self) -> Quantity:
        """Time when stopped early. In s.

        = stop_after * turn_time
        """
    @property
    def cost_ratio(self) -> float:
        """How many times more the full loop costs.

        = ceiling_cost / stop_cost
        """
    @property
    def avoided_cost(self) -> Quantity:
        """Money the early stop saves. In USD.

        = ceiling_cost - stop_cost
        """
    @property
    def peak_request(self) -> int:
        """Tokens of the largest request (the last turn's input and output).

        = first_input + appended_per_turn * (ceiling - 1) + output_per_turn
        """
    @property
    def fits_context(self) -> bool:
        """Whether the largest request fits the context window.

        = peak_request <= i64::from(context_window)
        """
    @property
    def half_turns(self) -> int:
        """Half the ceiling, rounded down.

        = floor_div(ceiling, 2)
        """
    @property
    def half_ratio(self) -> float:
        """How many times more input the full loop sends than half of it.

        = ceiling_input / sent(half_turns)
        """
    @property
    def input_by_turn(self) -> list[int]:
        """Input tokens sent after each number of turns, from 0 to the ceiling.

        = (0..=i64::from(ceiling)).map(&sent).collect::<Result<Vec<i64>, _>>()
        """
    def sent(self, turns: int) -> int:
        """Input tokens sent over `turns` turns.

        = turns * first_input + appended_per_turn * floor_div(turns * (turns - 1), 2)
        """
    def charge(self, turns: int) -> Quantity:
        """Token cost of `turns` turns. In USD.

        = sent(turns) * input_price + turns * output_per_turn * output_price
        """

class FeatureHistory(Scenario):
    """A feature store that keeps full snapshots of every entity's features, one version per update, for a retention period: the values it holds, the bytes of a row and the whole history, and the share of it that is keys and timestamps rather than values.

    The reference files this class under its section "Neural computation: dense networks,
    activations, losses, and number formats".
    """
    def __init__(self, *, entities: RatioInput, features: int, retention: QuantityInput, update_interval: QuantityInput, value_bytes: QuantityInput, key_bytes: QuantityInput, timestamp_bytes: QuantityInput, timestamps: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> FeatureHistory: ...
    @property
    def entities(self) -> float:
        """Input: Entities (users, items) with features."""
    @property
    def features(self) -> int:
        """Input: Features per entity."""
    @property
    def retention(self) -> Quantity:
        """Input: How long history is kept. Given in d."""
    @property
    def update_interval(self) -> Quantity:
        """Input: Time between snapshots. Given in h."""
    @property
    def value_bytes(self) -> Quantity:
        """Input: Bytes of one value. Given in B."""
    @property
    def key_bytes(self) -> Quantity:
        """Input: Bytes of an entity key. Given in B."""
    @property
    def timestamp_bytes(self) -> Quantity:
        """Input: Bytes of one timestamp. Given in B."""
    @property
    def timestamps(self) -> int:
        """Input: Timestamps per row: event time and availability time."""
    @property
    def versions_per_feature(self) -> float:
        """Versions of each feature kept.

        = retention / update_interval
        """
    @property
    def values(self) -> float:
        """Values kept.

        = entities * features * versions_per_feature
        """
    @property
    def row_bytes(self) -> Quantity:
        """Bytes of one row. In B.

        = value_bytes + key_bytes + timestamps * timestamp_bytes
        """
    @property
    def total_bytes(self) -> Quantity:
        """Bytes of the whole history. In TB.

        = values * row_bytes
        """
    @property
    def metadata_share(self) -> float:
        """Share of a row that is key and timestamps.

        = (row_bytes - value_bytes) / row_bytes
        """

class LifecycleTco(Scenario):
    """A monthly lifecycle budget in a few terms (training, inference, data, iteration), each counted once: its total, each term's share, the largest term, and each term against another budget's.

    The reference compares two budgets with a method taking the other scenario,
    `ratios_to(other)`; here the other budget's terms are the optional input `compared`, and the
    comparison is the property `ratios`. The reference files this class under its section
    "Neural computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, monthly: Mapping[str, QuantityInput] | str, compared: Mapping[str, QuantityInput] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> LifecycleTco: ...
    @property
    def monthly(self) -> dict[str, Quantity]:
        """Input: Each term's cost a month. Given in USD/month."""
    @property
    def compared(self) -> dict[str, Quantity] | None:
        """Input: Another budget's terms, to compare with. Given in USD/month."""
    @property
    def total(self) -> Quantity:
        """The whole budget a month. In USD/month.

        = { let mut total = usd(0.0) / hours(1.0); for &term in monthly.values() { total += term; } total }
        """
    @property
    def shares(self) -> dict[str, float]:
        """Each term's share of the total.

        = monthly .iter() .map(|(term, &cost)| (term, (cost / total).value)) .collect::<Named<f64>>()
        """
    @property
    def dominant(self) -> str:
        """The largest term (the first listed, on a tie).

        = { let mut best: Option<(&str, MoneyRate)> = None; for (term, &cost) in monthly.iter() { if best.is_none_or(|(_, top)| cost > top) { best = Some((term, cost)); } } best.map(|(term, _)| term).unwrap_or_default() }
        """
    @property
    def ratios(self) -> dict[str, float]:
        """Each term, and the total, over the compared budget's.

        = { let mut ratios = Vec::new(); let mut other_total = usd(0.0) / hours(1.0); for &term in compared.values() { other_total += term; } for (term, &cost) in monthly.iter() { ratios.push((term, (cost / compared[term]).value)); } ratios.push(("total", (total / other_total).value)); ratios.into_iter().collect::<Named<f64>>() }
        """

class OperationalLoad(Scenario):
    """Assumed shapes of the operational load a portfolio of N models puts on one team (alerts growing as N, deployments as N ln N, pairwise conflicts as N²) against what the team can absorb.

    The shapes are a sketch, not measurements. The reference files this class under its
    section "Neural computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, alerts_per_model: RatioInput, conflict_coefficient: RatioInput, team_capacity: RatioInput, max_models: int) -> None: ...
    def with_inputs(self, **changes: object) -> OperationalLoad: ...
    @property
    def alerts_per_model(self) -> float:
        """Input: Alert units each model adds."""
    @property
    def conflict_coefficient(self) -> float:
        """Input: Conflict load per model squared (about ½ for pairwise conflicts)."""
    @property
    def team_capacity(self) -> float:
        """Input: Load one team can absorb."""
    @property
    def max_models(self) -> int:
        """Input: Largest portfolio considered."""
    @property
    def model_counts(self) -> list[int]:
        """Portfolio sizes considered: 1 to `max_models`.

        = (1..=i64::from(max_models)).collect::<Vec<i64>>()
        """
    @property
    def crossing_models(self) -> int:
        """The least portfolio whose load reaches the team's capacity.

        = { let mut crossing = None; for n in 1..=max_models { if total(n) >= team_capacity { crossing = Some(i64::from(n)); break; } } require(crossing.is_some(), "the load never reaches the team's capacity up to `max_models`"); crossing.unwrap_or_default() }
        """
    def alerts(self, n: int) -> float:
        """Alert load of `n` models.

        = alerts_per_model * n
        """
    def deployments(self, n: int) -> float:
        """Deployment load of `n` models: n ln n.

        = n * ln(f64::from(n))
        """
    def conflicts(self, n: int) -> float:
        """Conflict load of `n` models: c n².

        = conflict_coefficient * (n * n)
        """
    def total(self, n: int) -> float:
        """The whole load of `n` models.

        = alerts(n) + deployments(n) + conflicts(n)
        """

class OptimizationPayback(Scenario):
    """An optimization that costs something once and cuts a monthly bill by a share: the monthly saving, and the time it takes to pay back.

    The reference files this class under its section "Neural computation: dense networks,
    activations, losses, and number formats".
    """
    def __init__(self, *, implementation_cost: QuantityInput, monthly_bill: QuantityInput, reduction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> OptimizationPayback: ...
    @property
    def implementation_cost(self) -> Quantity:
        """Input: What the optimization costs to build and validate. Given in USD."""
    @property
    def monthly_bill(self) -> Quantity:
        """Input: The bill it cuts, a month. Given in USD/month."""
    @property
    def reduction(self) -> float:
        """Input: Share of the bill it cuts."""
    @property
    def monthly_savings(self) -> Quantity:
        """What it saves a month. In USD/month.

        = monthly_bill * reduction
        """
    @property
    def payback(self) -> Quantity:
        """Time until the savings repay the cost. In month.

        = implementation_cost / monthly_savings
        """

class OwnVsRent(Scenario):
    """Owning accelerators against renting the same number for the share of every hour they are busy, over their service life: the up-front and running costs of owning, the rent, the month rent overtakes owning, and the utilization at which the two cost the same.

    Owning pays the nodes, the network and the facility up front, then a fixed running cost a
    year (operations and staff) and electricity for `power` at `pue`. Electricity is paid every
    hour, or only while busy when `energy_scales_with_use`. A year is 8,760 hours and a month a
    twelfth of it, the reference's convention; the yearly and monthly amounts are money per such
    a period. The reference files this class under its section "Neural computation: dense
    networks, activations, losses, and number formats".
    """
    def __init__(self, *, gpus: int, gpus_per_node: int, node_price: QuantityInput, rent_rate: QuantityInput, utilization: RatioInput, years: int, network_capex: QuantityInput = ..., facility_capex: QuantityInput = ..., opex_per_year: QuantityInput = ..., staffing_per_year: QuantityInput = ..., power: QuantityInput | None = ..., pue: RatioInput = ..., electricity_price: QuantityInput | None = ..., energy_scales_with_use: bool = ...) -> None: ...
    def with_inputs(self, **changes: object) -> OwnVsRent: ...
    @property
    def gpus(self) -> int:
        """Input: Accelerators owned or rented."""
    @property
    def gpus_per_node(self) -> int:
        """Input: Accelerators in one node."""
    @property
    def node_price(self) -> Quantity:
        """Input: Price of one node. Given in USD."""
    @property
    def rent_rate(self) -> Quantity:
        """Input: Rent of one accelerator-hour. Given in USD/h."""
    @property
    def utilization(self) -> float:
        """Input: Share of every hour the accelerators are busy."""
    @property
    def years(self) -> int:
        """Input: Years of service."""
    @property
    def network_capex(self) -> Quantity:
        """Input: Network bought up front. Given in USD."""
    @property
    def facility_capex(self) -> Quantity:
        """Input: Facility built up front. Given in USD."""
    @property
    def opex_per_year(self) -> Quantity:
        """Input: Fixed operating cost a year. Given in USD."""
    @property
    def staffing_per_year(self) -> Quantity:
        """Input: Staff cost a year. Given in USD."""
    @property
    def power(self) -> Quantity | None:
        """Input: Power the owned accelerators draw at full use. Given in kW."""
    @property
    def pue(self) -> float:
        """Input: Power usage effectiveness of the facility."""
    @property
    def electricity_price(self) -> Quantity | None:
        """Input: Price of electricity. Given in USD/kWh."""
    @property
    def energy_scales_with_use(self) -> bool:
        """Input: Whether electricity is drawn only while busy, rather than every hour."""
    @property
    def hours_per_year(self) -> Quantity:
        """Hours in a year: 8,760. In h.

        = hours(8760.0)
        """
    @property
    def nodes(self) -> int:
        """Nodes bought.

        = floor_div(gpus, gpus_per_node)
        """
    @property
    def hardware_capex(self) -> Quantity:
        """What the nodes cost. In USD.

        = nodes * node_price
        """
    @property
    def upfront(self) -> Quantity:
        """What owning costs up front: nodes, network and facility. In USD.

        = hardware_capex + network_capex + facility_capex
        """
    @property
    def electricity_per_year_full(self) -> Quantity:
        """Electricity for a year of full use, facility overhead included. In USD.

        = match (optional(power), optional(electricity_price)) { (Some(p), Some(price)) => p * hours_per_year * pue * price, _ => usd(0.0), }
        """
    @property
    def fixed_cost_per_year(self) -> Quantity:
        """Running cost a year paid whether or not the accelerators are busy. In USD.

        = if energy_scales_with_use { opex_per_year + staffing_per_year } else { opex_per_year + staffing_per_year + electricity_per_year_full }
        """
    @property
    def use_cost_per_year_full(self) -> Quantity:
        """Running cost a year at full use that scales with use. In USD.

        = if energy_scales_with_use { electricity_per_year_full } else { usd(0.0) }
        """
    @property
    def owned_cost_per_year(self) -> Quantity:
        """Running cost of owning a year at this utilization. In USD.

        = fixed_cost_per_year + utilization * use_cost_per_year_full
        """
    @property
    def owned_cost_per_year_amortized(self) -> Quantity:
        """The up-front cost spread evenly over the years, plus a year's running cost. In USD.

        = upfront / years + owned_cost_per_year
        """
    @property
    def rent_per_year_full(self) -> Quantity:
        """Rent of every hour of a year. In USD.

        = gpus * rent_rate * hours_per_year
        """
    @property
    def rent_per_year(self) -> Quantity:
        """Rent a year at this utilization. In USD.

        = rent_per_year_full * utilization
        """
    @property
    def rent_per_month(self) -> Quantity:
        """Rent a month. In USD.

        = rent_per_year / 12.0
        """
    @property
    def owned_cost_per_month(self) -> Quantity:
        """Running cost of owning a month. In USD.

        = owned_cost_per_year / 12.0
        """
    @property
    def crossover_months(self) -> float:
        """Months until cumulative rent overtakes owning.

        = rent_crossover(upfront, owned_cost_per_month, rent_per_month)
        """
    @property
    def owned_total(self) -> Quantity:
        """What owning costs over the whole life. In USD.

        = upfront + years * owned_cost_per_year
        """
    @property
    def rented_total(self) -> Quantity:
        """What renting costs over the whole life. In USD.

        = years * rent_per_year
        """
    @property
    def savings(self) -> Quantity:
        """What owning saves over renting, over the whole life. In USD.

        = rented_total - owned_total
        """
    @property
    def rent_lifetime_full(self) -> Quantity:
        """Rent of every hour of the whole life. In USD.

        = years * rent_per_year_full
        """
    @property
    def lifetime_hours(self) -> Quantity:
        """Hours of the whole life. In h.

        = years * hours_per_year
        """
    @property
    def breakeven_utilization(self) -> float:
        """Utilization at which owning and renting cost the same over the whole life.

        = ownership_breakeven_utilization(upfront, fixed_cost_per_year, rent_per_year_full, years, use_cost_per_year_full)
        """

class PlatformBenefit(Scenario):
    """A shared ML platform that costs a sum a month and saves every model team engineering hours a month: the gross benefit, the net benefit and their ratio to the cost.

    The reference states the hours saved as hours per month; here they are the hours one team
    saves in a month, `hours_saved`. The reference files this class under its section "Neural
    computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, models: int, hours_saved: QuantityInput, engineer_rate: QuantityInput, platform_cost: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PlatformBenefit: ...
    @property
    def models(self) -> int:
        """Input: Model teams on the platform."""
    @property
    def hours_saved(self) -> Quantity:
        """Input: Engineering hours one team saves in a month. Given in h."""
    @property
    def engineer_rate(self) -> Quantity:
        """Input: Loaded cost of an engineer-hour. Given in USD/h."""
    @property
    def platform_cost(self) -> Quantity:
        """Input: What the platform costs a month. Given in USD/month."""
    @property
    def gross_benefit(self) -> Quantity:
        """Engineering time saved a month, priced. In USD/month.

        = models * hours_saved * engineer_rate / months(1.0)
        """
    @property
    def net_benefit(self) -> Quantity:
        """The gross benefit less the platform's cost. In USD/month.

        = gross_benefit - platform_cost
        """
    @property
    def benefit_cost_ratio(self) -> float:
        """The gross benefit over the platform's cost.

        = gross_benefit / platform_cost
        """

class TrainingCampaignCost(Scenario):
    """A few long training runs a year on an owned cluster, against renting the same accelerators only while each run lasts: the owned cluster's lifetime cost per run and the rent of one run.

    The reference files this class under its section "Neural computation: dense networks,
    activations, losses, and number formats".
    """
    def __init__(self, *, ownership: OwnVsRent | str | Mapping[str, object], runs_per_year: int, run_low: QuantityInput, run_high: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> TrainingCampaignCost: ...
    @property
    def ownership(self) -> OwnVsRent | str:
        """Input: The owned cluster and its rent, priced over its life."""
    @property
    def runs_per_year(self) -> int:
        """Input: Training runs a year."""
    @property
    def run_low(self) -> Quantity:
        """Input: Length of a short run. Given in week."""
    @property
    def run_high(self) -> Quantity:
        """Input: Length of a long run. Given in week."""
    @property
    def runs(self) -> int:
        """Runs over the cluster's life.

        = runs_per_year * ownership.years
        """
    @property
    def owned_cost_per_run(self) -> Quantity:
        """The owned cluster's lifetime cost per run. In USD.

        = ownership.owned_total() / runs
        """
    def rented_cost_per_run(self, length: QuantityInput) -> Quantity:
        """Rent of the cluster's accelerators for one run of `length`. In USD.

        = ownership.gpus * length * ownership.rent_rate
        """

class CanarySchedule(Scenario):
    """A staged rollout whose every stage must collect a guardrail sample from its share of the traffic: the least time each stage needs, the configured ladder's length, and the tasks it admits and has verdicts for when it ends.

    The reference gives the ladder as one list of (share, duration) pairs, `stages`; here it is
    two lists of equal length, `stage_shares` and `stage_durations`. A label arrives
    `label_delay` after its task is admitted, so a task has its verdict when the ladder ends only
    if it was admitted at least that long before. The reference files this class under its
    section "Neural computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, samples_per_variant: RatioInput, request_rate: QuantityInput, stage_shares: Sequence[RatioInput] | str, stage_durations: Sequence[QuantityInput] | str, label_delay: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> CanarySchedule: ...
    @property
    def samples_per_variant(self) -> float:
        """Input: Guardrail samples each stage needs per variant."""
    @property
    def request_rate(self) -> Quantity:
        """Input: Requests an hour across all traffic. Given in 1/h."""
    @property
    def stage_shares(self) -> list[float]:
        """Input: Each stage's share of the traffic, in order."""
    @property
    def stage_durations(self) -> list[Quantity]:
        """Input: Each stage's configured duration, in order. Given in min."""
    @property
    def label_delay(self) -> Quantity | None:
        """Input: Time from a task's admission to its verdict. Given in h."""
    @property
    def total(self) -> Quantity:
        """Length of the whole ladder. In h.

        = { let mut total = hours(0.0); for &duration in &stage_durations { total += duration; } total }
        """
    @property
    def first_stage_buffer(self) -> float:
        """The first stage's duration over the least time it needs.

        = stage_durations[0] / stage_minimum(stage_shares[0])
        """
    @property
    def admitted_by_completion(self) -> float:
        """Candidate tasks admitted over the whole ladder.

        = { let mut admitted = 0.0; for (&share, &duration) in stage_shares.iter().zip(&stage_durations) { admitted += share * request_rate * duration; } admitted }
        """
    @property
    def labeled_by_completion(self) -> float:
        """Candidate tasks whose verdicts have arrived when the last stage ends.

        = { let cutoff = total - label_delay; let mut labeled = 0.0; let mut start = hours(0.0); for (&share, &duration) in stage_shares.iter().zip(&stage_durations) { let end = start + duration; let overlap = max(hours(0.0), min(end, cutoff) - start); labeled += share * request_rate * overlap; start = end; } labeled }
        """
    def stage_minimum(self, share: RatioInput) -> Quantity:
        """The least time a stage sending `share` of the traffic needs to collect its sample. In h.

        = sample_collection_time(samples_per_variant, request_rate, share)
        """

class ClickLoss(Scenario):
    """A silent click-through regression caught only after a while: the requests served meanwhile, the clicks lost and what they were worth.

    The reference files this class under its section "Neural computation: dense networks,
    activations, losses, and number formats".
    """
    def __init__(self, *, request_rate: QuantityInput, detection_time: QuantityInput, ctr_before: RatioInput, ctr_after: RatioInput, value_per_click: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ClickLoss: ...
    @property
    def request_rate(self) -> Quantity:
        """Input: Requests a second. Given in req/s."""
    @property
    def detection_time(self) -> Quantity:
        """Input: Time until the regression is caught. Given in h."""
    @property
    def ctr_before(self) -> float:
        """Input: Click-through rate before."""
    @property
    def ctr_after(self) -> float:
        """Input: Click-through rate during the regression."""
    @property
    def value_per_click(self) -> Quantity:
        """Input: What one click is worth. Given in USD."""
    @property
    def requests(self) -> float:
        """Requests served before detection.

        = request_rate * detection_time
        """
    @property
    def ctr_drop(self) -> float:
        """The drop in the click-through rate.

        = ctr_before - ctr_after
        """
    @property
    def lost_clicks(self) -> float:
        """Clicks lost before detection.

        = requests * ctr_drop
        """
    @property
    def loss(self) -> Quantity:
        """What the lost clicks were worth. In USD.

        = lost_clicks * value_per_click
        """
    @property
    def loss_rate(self) -> Quantity:
        """The loss per hour of the regression. In USD/h.

        = loss / detection_time
        """

class MonitorFleetAlert(Scenario):
    """Many monitors over many models, each checked on a schedule at a per-check false-positive rate on a process with nothing to find: the false alerts a day, what deduplication leaves, and the chance that a run of checks raises at least one.

    The reference files this class under its section "Neural computation: dense networks,
    activations, losses, and number formats".
    """
    def __init__(self, *, models: int, metrics_per_model: int, check_interval: QuantityInput, false_positive_rate: RatioInput, dedup_share: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MonitorFleetAlert: ...
    @property
    def models(self) -> int:
        """Input: Models (or deployments) watched."""
    @property
    def metrics_per_model(self) -> int:
        """Input: Metrics watched per model."""
    @property
    def check_interval(self) -> Quantity:
        """Input: Time between checks of one metric. Given in min."""
    @property
    def false_positive_rate(self) -> float:
        """Input: Chance that one check crosses its threshold with nothing wrong."""
    @property
    def dedup_share(self) -> float | None:
        """Input: Share of crossings merged away or resolved automatically."""
    @property
    def monitors(self) -> int:
        """Monitors: models times metrics.

        = models * metrics_per_model
        """
    @property
    def checks_per_day(self) -> float:
        """Checks of one monitor a day.

        = days(1.0) / check_interval
        """
    @property
    def daily_false_alerts(self) -> float:
        """False alerts a day across all monitors.

        = monitors * checks_per_day * false_positive_rate
        """
    @property
    def remaining_after_dedup(self) -> float:
        """False alerts a day left after deduplication.

        = daily_false_alerts * (1.0 - dedup_share)
        """
    def any_false_alert(self, checks: int) -> float:
        """The chance that at least one of `checks` independent checks crosses falsely.

        = independent_success(false_positive_rate, checks)
        """

class RevenueRegression(Scenario):
    """A metric regression that cuts revenue in proportion while it lasts, left undetected against caught by an alert and contained: the revenue lost either way, and how much the alert saves.

    Revenue is `weekly_revenue` a week. The feature whose shift caused the regression, the
    freshness objective and the drift gate's threshold may be recorded beside it. The reference
    files this class under its section "Neural computation: dense networks, activations, losses,
    and number formats".
    """
    def __init__(self, *, weekly_revenue: QuantityInput, relative_drop: RatioInput, metric_before: RatioInput, metric_after: RatioInput, undetected: QuantityInput, alerted: QuantityInput, feature_mean_before: RatioInput | None = ..., feature_mean_after: RatioInput | None = ..., freshness_slo: QuantityInput | None = ..., shift_threshold: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RevenueRegression: ...
    @property
    def weekly_revenue(self) -> Quantity:
        """Input: Revenue a week. Given in USD."""
    @property
    def relative_drop(self) -> float:
        """Input: Share of revenue lost while the regression lasts."""
    @property
    def metric_before(self) -> float:
        """Input: The metric before the regression."""
    @property
    def metric_after(self) -> float:
        """Input: The metric during it."""
    @property
    def undetected(self) -> Quantity:
        """Input: How long the regression lasts undetected. Given in d."""
    @property
    def alerted(self) -> Quantity:
        """Input: How long it lasts with an alert and containment. Given in h."""
    @property
    def feature_mean_before(self) -> float | None:
        """Input: Mean of the shifted feature before."""
    @property
    def feature_mean_after(self) -> float | None:
        """Input: Mean of the shifted feature during the regression."""
    @property
    def freshness_slo(self) -> Quantity | None:
        """Input: Freshness objective of the feature pipeline. Given in h."""
    @property
    def shift_threshold(self) -> float | None:
        """Input: Relative shift at which the distribution gate trips."""
    @property
    def undetected_loss(self) -> Quantity:
        """Revenue lost undetected. In USD.

        = loss(undetected)
        """
    @property
    def alerted_loss(self) -> Quantity:
        """Revenue lost with the alert. In USD.

        = loss(alerted)
        """
    @property
    def window_ratio(self) -> float:
        """How many times longer the regression lasts undetected.

        = undetected / alerted
        """
    @property
    def impact_reduction(self) -> float:
        """Share of the undetected loss the alert avoids.

        = 1.0 - alerted / undetected
        """
    @property
    def metric_change(self) -> float:
        """Relative change of the metric.

        = metric_after / metric_before - 1.0
        """
    @property
    def feature_shift(self) -> float:
        """Relative shift of the feature's mean.

        = (feature_mean_after - feature_mean_before) / feature_mean_before
        """
    def loss(self, duration: QuantityInput) -> Quantity:
        """Revenue lost over `duration`. In USD.

        = relative_drop * weekly_revenue * (duration / days(7.0))
        """

class RolloutExposure(Scenario):
    """Users exposed to a bad release before it is rolled back, under an all-at-once cutover against a canary that sends only a share of the traffic to it.

    With the same request rate, harm and time to roll back, exposure is proportional to the
    share of traffic the release receives. The reference files this class under its section
    "Neural computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, full_share: RatioInput, canary_share: RatioInput, time_to_rollback: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RolloutExposure: ...
    @property
    def full_share(self) -> float:
        """Input: Share of the traffic an all-at-once cutover sends to the release."""
    @property
    def canary_share(self) -> float:
        """Input: Share of the traffic the canary sends to it."""
    @property
    def time_to_rollback(self) -> Quantity | None:
        """Input: Time to detect the problem and roll back, the same under both. Given in h."""
    @property
    def exposure_ratio(self) -> float:
        """Users exposed under the cutover per user exposed under the canary.

        = full_share / canary_share
        """

class TwoProportionTest(Scenario):
    """A two-arm test sized to detect an absolute lift on a baseline rate: users per arm, the whole sample, how long traffic takes to deliver it, the smallest lift a given sample detects, and the familywise error of running many such tests uncorrected.

    The normal quantiles `z_alpha` and `z_beta` are given; the confidence and power they come
    from may be recorded beside them. The reference files this class under its section "Neural
    computation: dense networks, activations, losses, and number formats".
    """
    def __init__(self, *, baseline_rate: RatioInput, lift: RatioInput, z_alpha: RatioInput, z_beta: RatioInput, daily_requests: QuantityInput | None = ..., significance: RatioInput = ..., family_size: int = ..., confidence: RatioInput | None = ..., power: RatioInput | None = ..., relative_lift: RatioInput | None = ..., available_per_variant: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> TwoProportionTest: ...
    @property
    def baseline_rate(self) -> float:
        """Input: The control arm's rate."""
    @property
    def lift(self) -> float:
        """Input: The absolute lift to detect."""
    @property
    def z_alpha(self) -> float:
        """Input: Normal quantile of the significance level."""
    @property
    def z_beta(self) -> float:
        """Input: Normal quantile of the power."""
    @property
    def daily_requests(self) -> Quantity | None:
        """Input: Requests a day, split between the arms. Given in 1/d."""
    @property
    def significance(self) -> float:
        """Input: Significance of each test of a family run uncorrected."""
    @property
    def family_size(self) -> int:
        """Input: Tests in that family."""
    @property
    def confidence(self) -> float | None:
        """Input: Confidence the quantile `z_alpha` comes from."""
    @property
    def power(self) -> float | None:
        """Input: Power the quantile `z_beta` comes from."""
    @property
    def relative_lift(self) -> float | None:
        """Input: The lift as a share of the baseline."""
    @property
    def available_per_variant(self) -> float | None:
        """Input: Users per arm the traffic allows."""
    @property
    def z_sum_squared(self) -> float:
        """(z_α + z_β)².

        = (z_alpha + z_beta) * (z_alpha + z_beta)
        """
    @property
    def two_variance(self) -> float:
        """2p(1 − p): the baseline's variance, for both arms.

        = 2.0 * baseline_rate * (1.0 - baseline_rate)
        """
    @property
    def lift_squared(self) -> float:
        """The lift squared.

        = lift * lift
        """
    @property
    def per_variant(self) -> float:
        """Users needed per arm.

        = two_proportion_sample_size(baseline_rate, lift, z_alpha, z_beta, false)
        """
    @property
    def total(self) -> float:
        """Users needed in both arms.

        = 2.0 * per_variant
        """
    @property
    def target_rate(self) -> float:
        """The treatment rate the test is sized to detect.

        = baseline_rate + lift
        """
    @property
    def collection_time(self) -> Quantity:
        """Time the traffic takes to deliver both arms' users. In h.

        = total / daily_requests
        """
    @property
    def familywise_error(self) -> float:
        """The chance that a family of uncorrected tests raises at least one false positive.

        = independent_success(significance, family_size)
        """
    def detectable_lift(self, n_per_variant: RatioInput) -> float:
        """The smallest absolute lift `n_per_variant` users per arm detect.

        = two_proportion_detectable_lift(baseline_rate, n_per_variant, z_alpha, z_beta)
        """

class AccuracyDecay(Scenario):
    """Exponential accuracy decay fitted through two readings, and what the curve predicts.

    The curve A(t) = A0·exp(−γt) passes through the initial accuracy at t = 0 and the later
    accuracy after `elapsed`; from it follow the accuracy at any age, the age at which a given
    accuracy is reached, and the accuracy at which to act so that a floor is not crossed.
    """
    def __init__(self, *, initial_accuracy: RatioInput, later_accuracy: RatioInput, elapsed: QuantityInput, noticed: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AccuracyDecay: ...
    @property
    def initial_accuracy(self) -> float:
        """Input: Accuracy when the model was deployed."""
    @property
    def later_accuracy(self) -> float:
        """Input: Accuracy measured `elapsed` later."""
    @property
    def elapsed(self) -> Quantity:
        """Input: Time between the two readings. Given in d."""
    @property
    def noticed(self) -> Quantity | None:
        """Input: When the decay was noticed; recorded, read by no member. Given in week."""
    @property
    def decay_rate(self) -> Quantity:
        """Decay rate γ. In 1/d.

        = ln(initial_accuracy / later_accuracy) / elapsed
        """
    @property
    def drop(self) -> float:
        """Accuracy lost between the readings.

        = initial_accuracy - later_accuracy
        """
    def accuracy_at(self, age: QuantityInput) -> float:
        """Accuracy at `age`.

        = initial_accuracy * exp(-(decay_rate * age))
        """
    def time_to(self, accuracy: RatioInput) -> Quantity:
        """Age at which the curve reaches `accuracy`. In d.

        = ln(initial_accuracy / accuracy) / decay_rate
        """
    def trigger_for_floor(self, floor: RatioInput, delay: QuantityInput) -> float:
        """Accuracy at which to retrain so that it is still above `floor` after `delay`.

        = floor * exp(decay_rate * delay)
        """

class AutomationBreakeven(Scenario):
    """When automating a recurring manual task pays for the time spent building the automation.

    Building takes a fixed effort once; afterwards the manual effort per week is saved, less
    whatever upkeep the automation itself needs each week.
    """
    def __init__(self, *, build_time: QuantityInput, manual_rate: QuantityInput, upkeep_rate: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> AutomationBreakeven: ...
    @property
    def build_time(self) -> Quantity:
        """Input: Effort to build the automation once. Given in h."""
    @property
    def manual_rate(self) -> Quantity:
        """Input: Manual effort the automation replaces, in hours per week. Given in h/week."""
    @property
    def upkeep_rate(self) -> Quantity | None:
        """Input: Effort the automation needs to keep running; none when absent. Given in h/week."""
    @property
    def net_saving(self) -> Quantity:
        """Hours per week saved once the automation runs. In h/week.

        = optional(upkeep_rate).map_or(manual_rate, |upkeep| manual_rate - upkeep)
        """
    @property
    def breakeven(self) -> Quantity:
        """Time until the saved effort repays the build. In week.

        = { require(net_saving.value > 0.0, "the automation never pays back: its upkeep_rate is at least the manual_rate it saves"); build_time / net_saving }
        """

class DualBankUpdate(Scenario):
    """Flash that an over-the-air update with two banks needs: two whole copies of the model.

    A device that updates in place keeps the running model in one flash bank and writes the new
    one into the other, so that a failed update can fall back. The flash must hold both.
    """
    def __init__(self, *, model: ModelInput, device: HardwareInput, bytes_per_param: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DualBankUpdate: ...
    @property
    def model(self) -> Entry:
        """Input: The model held in each bank."""
    @property
    def device(self) -> Entry:
        """Input: The device whose flash holds the banks."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Storage width of one parameter. Given in B."""
    @property
    def bank_bytes(self) -> Quantity:
        """Bytes of one bank: one copy of the model.

        = parameters × bytes_per_param (the registry size for a model known only by its size)
        """
    @property
    def banks_bytes(self) -> Quantity:
        """Bytes of both banks.

        = 2.0 * bank_bytes
        """
    @property
    def flash(self) -> Quantity:
        """The device's flash capacity, as the registry declares it.

        = from_registry(device.flash_capacity, "flash capacity", device.path)
        """
    @property
    def flash_share(self) -> float:
        """Share of the flash that the two banks fill; above 1 they do not fit.

        = banks_bytes / flash
        """

class ReleaseFootprint(Scenario):
    """Accelerators that the resident copies of a model hold on one node while it is released, and what a retraining run on the same node leaves free.

    Release controls keep extra copies of a model loaded: a canary, a shadow that mirrors live
    traffic, the arms of an A/B test, the idle half of a blue-green pair, a hot standby. Each is
    a whole copy of the weights no matter how little traffic it serves, so the cost of a control
    is counted in copies, and a copy in whole accelerators. The traffic shares (`canary_share`,
    `ramp`) describe the rollout but change no count.
    """
    def __init__(self, *, model: ModelInput, device: HardwareInput, bytes_per_param: QuantityInput | None = ..., node_accelerators: int | None = ..., retrain_accelerators: int | None = ..., retrain_time: QuantityInput | None = ..., canary_share: RatioInput | None = ..., ramp: Sequence[RatioInput] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ReleaseFootprint: ...
    @property
    def model(self) -> Entry:
        """Input: The model whose copies are held."""
    @property
    def device(self) -> Entry:
        """Input: The accelerator that holds them; only its memory capacity is read."""
    @property
    def bytes_per_param(self) -> Quantity | None:
        """Input: Storage width of one parameter; when absent, a copy is the model's registry size. Given in B."""
    @property
    def node_accelerators(self) -> int | None:
        """Input: Accelerators on one node."""
    @property
    def retrain_accelerators(self) -> int | None:
        """Input: Accelerators a retraining run holds on the same node."""
    @property
    def retrain_time(self) -> Quantity | None:
        """Input: How long one retraining run lasts. Given in h."""
    @property
    def canary_share(self) -> float | None:
        """Input: Share of traffic the canary receives."""
    @property
    def ramp(self) -> list[float] | None:
        """Input: Traffic shares of the rollout stages, canary first, never decreasing."""
    @property
    def copy_bytes(self) -> Quantity:
        """Bytes of one resident copy of the model.

        = model_size of the model when bytes_per_param is absent; otherwise parameters × bytes_per_param (a model known only by its size keeps that size)
        """
    @property
    def copy_fraction(self) -> float:
        """One copy as a share of one accelerator's memory.

        = copy_bytes / device.memory_capacity
        """
    @property
    def accelerators_per_copy(self) -> int:
        """Accelerators one copy spans.

        = ceil(copy_fraction)
        """
    @property
    def retrain_accelerator_hours(self) -> Quantity:
        """Accelerator time that one retraining run holds. In h.

        = retrain_accelerators * retrain_time
        """
    @property
    def free_during_retrain(self) -> int:
        """Accelerators left free while one copy serves and a retraining run holds its share;
        negative when the node is short.

        = node_accelerators - accelerators_per_copy - retrain_accelerators
        """
    def accelerators_for(self, copies: int) -> int:
        """Accelerators that `copies` resident copies hold.

        = copies * accelerators_per_copy
        """
    def free_after(self, copies: int) -> int:
        """Accelerators left free on the node once `copies` resident copies are loaded; negative
        when the copies do not fit.

        = node_accelerators - copies * accelerators_per_copy
        """

class SkewCost(Scenario):
    """Wrong predictions a day, and their cost, when training-serving skew spoils a fixed share of queries."""
    def __init__(self, *, skew_rate: RatioInput, query_rate: QuantityInput, cost_per_error: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> SkewCost: ...
    @property
    def skew_rate(self) -> float:
        """Input: Share of queries the skew spoils."""
    @property
    def query_rate(self) -> Quantity:
        """Input: Queries served. Given in 1/d."""
    @property
    def cost_per_error(self) -> Quantity:
        """Input: What one wrong prediction costs. Given in USD."""
    @property
    def errors_per_day(self) -> float:
        """Wrong predictions a day.

        = skew_rate * query_rate * days(1.0)
        """
    @property
    def cost_rate(self) -> Quantity:
        """Money lost per day. In USD/d.

        = skew_rate * query_rate * cost_per_error
        """
    def cost_over(self, period: QuantityInput) -> Quantity:
        """Money lost over `period` (a year is 365.25 days). In USD.

        = cost_rate * period
        """

class DetectionDelayLoss(Scenario):
    """Value lost while a quality drop goes undetected, for a slow and a fast detector."""
    def __init__(self, *, annual_value: QuantityInput, quality_drop: RatioInput, slow_detection: QuantityInput, fast_detection: QuantityInput, incidents_per_year: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DetectionDelayLoss: ...
    @property
    def annual_value(self) -> Quantity:
        """Input: Value the service creates in a year. Given in USD."""
    @property
    def quality_drop(self) -> float:
        """Input: Share of that value lost while the drop lasts."""
    @property
    def slow_detection(self) -> Quantity:
        """Input: Detection delay of the slow detector. Given in d."""
    @property
    def fast_detection(self) -> Quantity:
        """Input: Detection delay of the fast detector. Given in d."""
    @property
    def incidents_per_year(self) -> float:
        """Input: Quality incidents a year."""
    @property
    def slow_loss(self) -> Quantity:
        """Loss per incident with the slow detector. In USD.

        = loss(slow_detection)
        """
    @property
    def fast_loss(self) -> Quantity:
        """Loss per incident with the fast detector. In USD.

        = loss(fast_detection)
        """
    @property
    def savings_per_incident(self) -> Quantity:
        """What the fast detector saves per incident. In USD.

        = slow_loss - fast_loss
        """
    @property
    def annual_savings(self) -> Quantity:
        """What the fast detector saves in a year. In USD.

        = savings_per_incident * incidents_per_year
        """
    @property
    def full_year_loss(self) -> Quantity:
        """Loss if the drop lasted a whole year. In USD.

        = annual_value * quality_drop
        """
    @property
    def slow_over_fast(self) -> float:
        """How many times more the slow detector loses.

        = slow_loss / fast_loss
        """
    def loss(self, delay: QuantityInput) -> Quantity:
        """Value lost when a drop goes undetected for `delay`. In USD.

        = annual_value * quality_drop * (delay / days(365.0))
        """

class DriftConfirmation(Scenario):
    """Labelled outcomes needed to confirm an accuracy drop with a one-sample test, and how long collecting them takes at each label source's rate."""
    def __init__(self, *, baseline_accuracy: RatioInput, drop: RatioInput, confidence: RatioInput, power: RatioInput, evidence_budget: int, label_rates: Mapping[str, QuantityInput] | str, compared_drops: Sequence[RatioInput] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DriftConfirmation: ...
    @property
    def baseline_accuracy(self) -> float:
        """Input: Accuracy before the drop."""
    @property
    def drop(self) -> float:
        """Input: Accuracy drop to confirm."""
    @property
    def confidence(self) -> float:
        """Input: Confidence of the test (1 − false-alarm rate)."""
    @property
    def power(self) -> float:
        """Input: Power of the test (chance of confirming a real drop)."""
    @property
    def evidence_budget(self) -> int:
        """Input: Outcomes the team can afford to collect."""
    @property
    def label_rates(self) -> dict[str, Quantity]:
        """Input: Label arrival rate per source; a source that labels nothing is left out. Given in 1/d."""
    @property
    def compared_drops(self) -> list[float] | None:
        """Input: Further drops to compare."""
    @property
    def z_alpha(self) -> float:
        """Normal quantile of the two-sided confidence.

        = normal_quantile(1.0 - (1.0 - confidence) / 2.0)
        """
    @property
    def z_beta(self) -> float:
        """Normal quantile of the power.

        = normal_quantile(power)
        """
    @property
    def outcomes_needed(self) -> float:
        """Outcomes needed to confirm `drop`.

        = outcomes_for(drop)
        """
    def outcomes_for(self, drop_size: RatioInput) -> float:
        """Outcomes needed to confirm a drop of `drop_size`.

        = { let p1 = baseline_accuracy - drop_size; require(p1 > 0.0 && p1 < 1.0 && p1 != baseline_accuracy, "the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline"); let spread = z_alpha * sqrt(baseline_accuracy * (1.0 - baseline_accuracy)) + z_beta * sqrt(p1 * (1.0 - p1)); let n = spread / (baseline_accuracy - p1); n * n }
        """
    def collection_time(self, source: str) -> Quantity:
        """Time to collect the whole evidence budget from `source`. In s.

        = evidence_budget / label_rates[source]
        """
    def collection_time_for(self, outcomes: RatioInput, source: str) -> Quantity:
        """Time to collect `outcomes` labels from `source`. In s.

        = outcomes / label_rates[source]
        """

class RetrainingInterval(Scenario):
    """The retraining cadence that balances one run's cost against the value a stale model loses.

    The loss rate of a stale model grows linearly with its age, at a slope taken from a fitted
    accuracy decay; the cost per day of retraining every T days is run_cost ÷ T + slope × T ÷ 2,
    least at T* = √(2 × run_cost ÷ slope).
    """
    def __init__(self, *, drift: AccuracyDecay | str | Mapping[str, object], query_rate: QuantityInput, value_per_query: QuantityInput, run_cost: QuantityInput, footprint: ReleaseFootprint | str | Mapping[str, object] | None = ..., accelerator_price: QuantityInput | None = ..., compared_intervals: Sequence[QuantityInput] | str | None = ..., scheduled_interval: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RetrainingInterval: ...
    @property
    def drift(self) -> AccuracyDecay | str:
        """Input: The fitted accuracy decay, as an AccuracyDecay preset or its inputs."""
    @property
    def query_rate(self) -> Quantity:
        """Input: Queries served. Given in 1/d."""
    @property
    def value_per_query(self) -> Quantity:
        """Input: Value of one query answered at full accuracy. Given in USD."""
    @property
    def run_cost(self) -> Quantity:
        """Input: Cost of one retraining run. Given in USD."""
    @property
    def footprint(self) -> ReleaseFootprint | str | None:
        """Input: The release footprint whose retraining run is priced, as a ReleaseFootprint preset."""
    @property
    def accelerator_price(self) -> Quantity | None:
        """Input: Price of one accelerator-hour. Given in USD/h."""
    @property
    def compared_intervals(self) -> list[Quantity] | None:
        """Input: Intervals to compare. Given in d."""
    @property
    def scheduled_interval(self) -> Quantity | None:
        """Input: The interval in use today. Given in d."""
    @property
    def staleness_slope(self) -> Quantity:
        """Growth of the loss rate per day of model age. In USD/d².

        = query_rate * value_per_query * drift.initial_accuracy * drift.decay_rate()
        """
    @property
    def optimal_interval(self) -> Quantity:
        """The interval of least total cost. In d.

        = sqrt_time(2.0 * run_cost / staleness_slope)
        """
    @property
    def compute_cost(self) -> Quantity:
        """Accelerator cost of one retraining run on the footprint's node. In USD.

        = footprint.retrain_accelerator_hours() * accelerator_price
        """
    @property
    def compute_share(self) -> float:
        """Share of the run's cost that is accelerator time.

        = compute_cost / run_cost
        """
    def cost_rate(self, interval: QuantityInput) -> Quantity:
        """Cost per day of retraining every `interval`. In USD/d.

        = run_cost / interval + 0.5 * staleness_slope * interval
        """

class SegmentAccuracy(Scenario):
    """Overall accuracy as the traffic-weighted sum over segments, and the weakest segment."""
    def __init__(self, *, traffic_shares: Mapping[str, RatioInput] | str, accuracies: Mapping[str, RatioInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> SegmentAccuracy: ...
    @property
    def traffic_shares(self) -> dict[str, float]:
        """Input: Share of traffic per segment."""
    @property
    def accuracies(self) -> dict[str, float]:
        """Input: Accuracy per segment."""
    @property
    def total_share(self) -> float:
        """Sum of the traffic shares.

        = sum(traffic_shares.values().copied())
        """
    @property
    def overall_accuracy(self) -> float:
        """Traffic-weighted accuracy (a segment without traffic adds nothing, with or without an
        accuracy).

        = sum(traffic_shares .iter() .map(|(segment, share)| { share * accuracies.get(segment).copied().unwrap_or(0.0) }))
        """
    @property
    def worst_segment(self) -> str:
        """The segment with traffic whose accuracy is least (the first one listed, on a tie).

        = name_of_min(&traffic_shares .iter() .filter(|(_, share)| **share > 0.0) .map(|(segment, _)| (segment, accuracies.get(segment).copied().unwrap_or(f64::INFINITY))) .collect::<Named<f64>>())
        """

class OperationalCarbon(Scenario):
    """Operational carbon: the energy a facility draws for a workload, times the grid's carbon intensity.

    The IT energy is given directly, or as a number of devices drawing a power for a duration.
    The facility draws the IT energy times its power usage effectiveness (PUE); the emissions
    are that energy times the grid's intensity. An optional anchor (the yearly emissions of one
    car, say) expresses the result as a count of it.
    """
    def __init__(self, *, intensity: QuantityInput, pue: RatioInput = ..., it_energy: QuantityInput | None = ..., devices: RatioInput | None = ..., device_power: QuantityInput | None = ..., duration: QuantityInput | None = ..., comparison: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> OperationalCarbon: ...
    @property
    def intensity(self) -> Quantity:
        """Input: Carbon intensity of the grid. Given in gCO2e/kWh."""
    @property
    def pue(self) -> float:
        """Input: Power usage effectiveness of the facility."""
    @property
    def it_energy(self) -> Quantity | None:
        """Input: The IT energy, when known directly. Given in MWh."""
    @property
    def devices(self) -> float | None:
        """Input: Devices drawing power, when the energy is not given."""
    @property
    def device_power(self) -> Quantity | None:
        """Input: Power one device draws. Given in W."""
    @property
    def duration(self) -> Quantity | None:
        """Input: How long the devices run. Given in h."""
    @property
    def comparison(self) -> Quantity | None:
        """Input: Emissions of one unit of comparison (a car's year, a flight). Given in tCO2e."""
    @property
    def it_energy_total(self) -> Quantity:
        """The IT energy: as given, or devices × power × duration. In kWh.

        = match optional(it_energy) { Some(energy) => energy, None => devices * device_power * duration, }
        """
    @property
    def energy(self) -> Quantity:
        """The facility's energy: the IT energy times the PUE. In kWh.

        = it_energy_total * pue
        """
    @property
    def carbon(self) -> Quantity:
        """Emissions of the facility's energy. In tCO2e.

        = carbon_from_energy(energy, intensity)
        """
    @property
    def comparisons(self) -> float:
        """The emissions as a count of the comparison's unit.

        = carbon / comparison
        """

class Decode(Scenario):
    """One decode step of a model on an accelerator, bound by streaming its weights.

    At small batch every new token multiplies every weight once and reads every weight from
    memory: a step does 2 FLOPs per parameter per request and moves the weights once. Set side by
    side, the time to do the work and the time to move the bytes say which binds, and the work
    over the bytes places the step on the device's roofline. With tensor parallelism each device
    holds and multiplies its share of the weights.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, precision: str = ..., batch_size: int = ..., peak_precision: str | None = ..., tp_size: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Decode: ...
    @property
    def workload(self) -> Entry:
        """Input: The model decoded."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator; its memory bandwidth and peak rate are read."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the weights."""
    @property
    def batch_size(self) -> int:
        """Input: Requests decoded together, each producing one token a step."""
    @property
    def peak_precision(self) -> str | None:
        """Input: The precision whose peak rate prices the work, where it differs from the weights' (8-bit
        weights on an FP8 peak); absent, the device's headline peak.
        """
    @property
    def tp_size(self) -> int:
        """Input: Devices the weights are split over (tensor parallelism)."""
    @property
    def weight_bytes(self) -> Quantity:
        """Bytes of weights one device reads a step. In GB.

        = weight_bytes(workload, precision_storage_width(precision)) / tp_size
        """
    @property
    def flops_per_step(self) -> Quantity:
        """Work of one step on one device. In GFLOP.

        = decode_flops(workload.parameter_count(), 1.0) * batch_size / tp_size
        """
    @property
    def peak(self) -> Quantity:
        """The peak rate the work runs at. In TFLOP/s.

        = the device's peak at `peak_precision` where given, else its headline peak
        """
    @property
    def compute_time(self) -> Quantity:
        """Time to do the step's work at the peak. In ms.

        = compute_time(flops_per_step, peak)
        """
    @property
    def memory_time(self) -> Quantity:
        """Time to read the step's weights at the memory bandwidth. In ms.

        = transfer_time(weight_bytes, hardware.memory_bandwidth)
        """
    @property
    def memory_share(self) -> float:
        """Share of the two times that is memory.

        = memory_time / (memory_time + compute_time)
        """
    @property
    def bound_ratio(self) -> float:
        """How many times longer the memory time is than the compute time.

        = memory_time / compute_time
        """
    @property
    def intensity(self) -> Quantity:
        """Work per byte moved.

        = arithmetic_intensity(flops_per_step, weight_bytes)
        """
    @property
    def attainable_flops(self) -> Quantity:
        """The rate the roofline allows at this intensity. In TFLOP/s.

        = min(peak, hardware.memory_bandwidth * intensity)
        """
    @property
    def peak_fraction(self) -> float:
        """The attainable rate as a share of the peak.

        = attainable_flops / peak
        """
    @property
    def bottleneck(self) -> str:
        """What binds the step: `Memory` when moving the weights takes longer, else `Compute`.

        = if memory_time > compute_time { "Memory" } else { "Compute" }
        """

class Serving(Scenario):
    """Serving one batch of requests of an LLM on one accelerator: the time to the first token, the time between the next ones, and whether the weights and the cache fit.

    Prefill runs the prompt's work (2 FLOPs per parameter per token, plus attention over the
    prompt) at a share of the accelerator's peak, plus a dispatch tax. Each decode step then
    reads the weights and the whole cache from memory, plus a framework tax per layer. The
    weights and the key-value cache of the full context must fit the accelerator's memory.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, seq_len: int, batch_size: int = ..., precision: str = ..., efficiency: RatioInput = ..., layer_tax: QuantityInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Serving: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator; its peak, memory, bandwidth and dispatch tax are read."""
    @property
    def seq_len(self) -> int:
        """Input: Tokens of context of each request: the prompt, whose cache decode then reads."""
    @property
    def batch_size(self) -> int:
        """Input: Requests served together."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the weights and the cache."""
    @property
    def efficiency(self) -> float:
        """Input: Share of the peak prefill sustains."""
    @property
    def layer_tax(self) -> Quantity:
        """Input: Framework time each layer adds to a decode step (the reference's calibration). Given in ms."""
    @property
    def ttft(self) -> Quantity:
        """Time to the first token: the prompt's prefill and the dispatch tax. In ms.

        = serving_model_ttft(workload, hardware, precision, seq_len, batch_size, efficiency, hardware.detail().dispatch_tax)
        """
    @property
    def itl(self) -> Quantity:
        """Time between tokens: one decode step. In ms.

        = serving_model_itl(workload, hardware, precision, seq_len, batch_size, layer_tax)
        """
    @property
    def kv_cache_size(self) -> Quantity:
        """Bytes of the key-value cache of the whole batch. In GB.

        = model_kv_cache(workload, seq_len, batch_size, precision_storage_width(precision))
        """
    @property
    def model_weights_size(self) -> Quantity:
        """Bytes of the weights. In GB.

        = weight_bytes(workload, precision_storage_width(precision))
        """
    @property
    def total_memory_required(self) -> Quantity:
        """Bytes the accelerator must hold: the weights and the cache. In GB.

        = serving_model_memory(workload, precision, seq_len, batch_size)
        """
    @property
    def memory_utilization(self) -> float:
        """What the accelerator must hold as a share of its memory.

        = total_memory_required / hardware.memory_capacity
        """
    @property
    def feasible(self) -> bool:
        """Whether the weights and the cache fit the accelerator's memory.

        = total_memory_required <= hardware.memory_capacity
        """

class ChunkedPrefill(Scenario):
    """A new prompt among running decodes, prefilled whole or in chunks, and the gap each way leaves in the decoding streams.

    A step over N positions takes the longer of reading every weight once and doing 2 FLOPs per
    parameter per position at the sustained rate (weight work only). Prefilled whole, the prompt
    takes one step of its own between two decode steps, so every stream waits a decode step plus
    the whole prefill. In chunks, each iteration carries one chunk beside the decodes, so the
    gap is one such iteration, and the prompt is done after ⌈prompt ÷ chunk⌉ of them. The model,
    its sustained rate and its weight-read time come from a held `PrefixRebuild` scenario.
    """
    def __init__(self, *, prompt_tokens: int, chunk_tokens: int, prefill: PrefixRebuild | str | Mapping[str, object] | None = ..., decodes: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ChunkedPrefill: ...
    @property
    def prompt_tokens(self) -> int:
        """Input: Tokens of the new prompt."""
    @property
    def chunk_tokens(self) -> int:
        """Input: Tokens of the prompt prefilled per iteration."""
    @property
    def prefill(self) -> PrefixRebuild | str | None:
        """Input: The model, node and sustained rate, as a PrefixRebuild preset or its inputs."""
    @property
    def decodes(self) -> int | None:
        """Input: Requests decoding while the prompt arrives."""
    @property
    def iterations(self) -> int:
        """Iterations the prompt takes in chunks.

        = ceil(prompt_tokens / chunk_tokens)
        """
    @property
    def decode_step(self) -> Quantity:
        """Time of one decode step of the running requests. In ms.

        = step_time(i64::from(decodes))
        """
    @property
    def monolithic_prefill(self) -> Quantity:
        """Time to prefill the prompt in one step. In ms.

        = step_time(i64::from(prompt_tokens))
        """
    @property
    def monolithic_gap(self) -> Quantity:
        """The streams' gap when the prompt is prefilled whole. In ms.

        = decode_step + monolithic_prefill
        """
    @property
    def chunks(self) -> int:
        """Chunk iterations until the prompt is prefilled.

        = iterations
        """
    @property
    def chunked_iteration(self) -> Quantity:
        """Time of one iteration carrying a chunk and the decodes: the streams' gap when chunked. In ms.

        = step_time(chunk_tokens + decodes)
        """
    @property
    def chunked_done(self) -> Quantity:
        """Time until the prompt is prefilled in chunks. In ms.

        = chunks * chunked_iteration
        """
    @property
    def gap_ratio(self) -> float:
        """How many times longer the whole-prompt gap is than the chunked one.

        = monolithic_gap / chunked_iteration
        """
    def step_time(self, tokens: int) -> Quantity:
        """Time of one step over `tokens` positions, weight work only. In ms.

        = weight_only_step_time(prefill.n_params(), tokens, prefill.sustained_rate(), prefill.weight_read_time())
        """

class ColdStart(Scenario):
    """Bringing up a new serving replica from nothing, and the peak fleet that starting replicas ahead of a forecast ramp saves.

    A cold start provisions a machine, fetches the weight artifact at the storage's bandwidth,
    then loads and warms up the model. Scaling that only reacts to load has to overshoot while
    replicas come up; starting them ahead of a forecast ramp lowers the peak fleet.
    """
    def __init__(self, *, workload: ModelInput, weight_bytes_per_param: QuantityInput, fetch_bandwidth: QuantityInput, provisioning_time: QuantityInput, load_warmup_time: QuantityInput, reactive_peak_replicas: int, predictive_peak_replicas: int, prewarm_lead: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ColdStart: ...
    @property
    def workload(self) -> Entry:
        """Input: The model whose weights are fetched."""
    @property
    def weight_bytes_per_param(self) -> Quantity:
        """Input: Storage width of one weight. Given in B."""
    @property
    def fetch_bandwidth(self) -> Quantity:
        """Input: Bandwidth of the fetch from storage. Given in GB/s."""
    @property
    def provisioning_time(self) -> Quantity:
        """Input: Time to provision a machine. Given in s."""
    @property
    def load_warmup_time(self) -> Quantity:
        """Input: Time to load the weights and warm up. Given in s."""
    @property
    def reactive_peak_replicas(self) -> int:
        """Input: Peak fleet when scaling only reacts to load."""
    @property
    def predictive_peak_replicas(self) -> int:
        """Input: Peak fleet when replicas start ahead of the ramp."""
    @property
    def prewarm_lead(self) -> Quantity:
        """Input: How long before a ramp replicas are started. Given in min."""
    @property
    def artifact(self) -> Quantity:
        """Bytes of the weight artifact. In GB.

        = weight_bytes(workload, weight_bytes_per_param)
        """
    @property
    def fetch_time(self) -> Quantity:
        """Time to fetch the artifact. In s.

        = transfer_time(artifact, fetch_bandwidth)
        """
    @property
    def cold_start_time(self) -> Quantity:
        """Time from request to a serving replica. In s.

        = provisioning_time + fetch_time + load_warmup_time
        """
    @property
    def peak_saving(self) -> float:
        """Share of the reactive peak fleet the forecast saves.

        = 1.0 - predictive_peak_replicas / reactive_peak_replicas
        """
    @property
    def prewarm_slack(self) -> Quantity:
        """Time the pre-warm lead leaves after one cold start; negative when it is too short. In s.

        = prewarm_lead - cold_start_time
        """

class DecodeBudget(Scenario):
    """A constructed decode step of a tensor-parallel replica at batch one, split into five intervals and cut one measure at a time, beside the floor of streaming the weights.

    The step is split by shares into GEMM, attention, element-wise, AllReduce and launch
    intervals, in that order. Lower-precision weights remove a share of the GEMM time; a fused
    attention kernel removes a share of the attention time, fused element-wise kernels take a
    stated time, and graph replay replaces the launch overhead with a stated time. Beside the
    budget: the floor of reading one device's share of the weights, the AllReduce time per
    collective the baseline implies, and an estimate of one collective (its launch plus moving
    one activation over the accelerator link).
    """
    def __init__(self, *, workload: ModelInput, tp_size: int, accelerator: HardwareInput, link_bandwidth: QuantityInput, weight_bytes_per_param: QuantityInput, tpot_target: QuantityInput, baseline_step: QuantityInput, intervals: Sequence[str] | str, baseline_shares: Sequence[RatioInput] | str, gemm_cut: RatioInput, attention_cut: RatioInput, fused_elementwise: QuantityInput, replay_overhead: QuantityInput, collective_launch: QuantityInput, allreduces_per_layer: int = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DecodeBudget: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def tp_size(self) -> int:
        """Input: Devices the model is split over."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator type."""
    @property
    def link_bandwidth(self) -> Quantity:
        """Input: Bandwidth of the link between accelerators, in one direction. Given in GB/s."""
    @property
    def weight_bytes_per_param(self) -> Quantity:
        """Input: Storage width of one weight. Given in B."""
    @property
    def tpot_target(self) -> Quantity:
        """Input: Per-token latency the step should meet. Given in ms."""
    @property
    def baseline_step(self) -> Quantity:
        """Input: Time of the constructed baseline step. Given in ms."""
    @property
    def intervals(self) -> list[str]:
        """Input: Names of the five intervals, in the order of the shares."""
    @property
    def baseline_shares(self) -> list[float]:
        """Input: Share of the baseline step each interval takes."""
    @property
    def gemm_cut(self) -> float:
        """Input: Share of the GEMM time lower-precision weights remove."""
    @property
    def attention_cut(self) -> float:
        """Input: Share of the attention time a fused kernel removes."""
    @property
    def fused_elementwise(self) -> Quantity:
        """Input: Time of the element-wise work once fused. Given in ms."""
    @property
    def replay_overhead(self) -> Quantity:
        """Input: Launch overhead left with graph replay. Given in ms."""
    @property
    def collective_launch(self) -> Quantity:
        """Input: Launch latency of one collective. Given in µs."""
    @property
    def allreduces_per_layer(self) -> int:
        """Input: AllReduce collectives per layer."""
    @property
    def baseline(self) -> list[Quantity]:
        """The baseline intervals. In ms.

        = baseline_shares.iter().map(|&share| baseline_step * share).collect::<Vec<Time>>()
        """
    @property
    def after_precision(self) -> list[Quantity]:
        """The intervals once lower-precision weights cut GEMM. In ms.

        = baseline .iter() .enumerate() .map(|(k, &t)| if k == 0 { t * (1.0 - gemm_cut) } else { t }) .collect::<Vec<Time>>()
        """
    @property
    def after_fusion(self) -> list[Quantity]:
        """The intervals once attention, element-wise work and launches are fused or replayed too. In ms.

        = after_precision .iter() .enumerate() .map(|(k, &t)| match k { 1 => t * (1.0 - attention_cut), 2 => fused_elementwise, 4 => replay_overhead, _ => t, }) .collect::<Vec<Time>>()
        """
    @property
    def totals(self) -> list[Quantity]:
        """The step at the baseline, after precision and after fusion. In ms.

        = { let step = |intervals: &[Time]| -> Result<Time, EvalError> { Ok(seconds(sum(intervals.iter().map(|t| t.value)))) }; [step(&baseline), step(&after_precision), step(&after_fusion)].to_vec() }
        """
    @property
    def meets_target(self) -> bool:
        """Whether the step after fusion meets the per-token target.

        = totals[2] <= tpot_target
        """
    @property
    def weight_shard(self) -> Quantity:
        """One device's share of the weights. In GB.

        = weight_bytes(workload, weight_bytes_per_param) / tp_size
        """
    @property
    def floor(self) -> Quantity:
        """Time to stream one device's share of the weights from its memory. In ms.

        = transfer_time(weight_shard, accelerator.memory_bandwidth)
        """
    @property
    def allreduces_per_step(self) -> int:
        """AllReduce collectives of one step.

        = allreduces_per_layer * workload.geometry().layers
        """
    @property
    def allreduce_per_collective(self) -> Quantity:
        """Time of one collective, as the baseline's AllReduce interval implies. In µs.

        = baseline[3] / allreduces_per_step
        """
    @property
    def collective_estimate(self) -> Quantity:
        """Estimate of one collective: its launch plus moving one batch-one activation over the link. In µs.

        = collective_launch + transfer_time(2 * workload.geometry().hidden_dim * bytes(2.0), link_bandwidth)
        """

class FixedBatchSchedule(Scenario):
    """A decode batch whose membership is fixed until its longest request ends, against one whose freed slots take waiting requests at once (continuous batching).

    Every request decodes one token per iteration. With fixed membership each slot stays taken
    until the longest request of the batch ends, so shorter requests leave their slots idle; the
    idle share is 1 − mean ÷ longest. Requests waiting from the start are admitted in order:
    request by request, the next batch starts only when the whole first one has ended; with
    continuous batching the slot that frees first takes the next waiting request.
    """
    def __init__(self, *, output_lengths: Sequence[int] | str, prompt_lengths: Sequence[int] | str | None = ..., iteration_time: QuantityInput | None = ..., waiting_lengths: Sequence[int] | str | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> FixedBatchSchedule: ...
    @property
    def output_lengths(self) -> list[int]:
        """Input: Tokens each request of the batch generates."""
    @property
    def prompt_lengths(self) -> list[int] | None:
        """Input: Tokens of each request's prompt, in the same order."""
    @property
    def iteration_time(self) -> Quantity | None:
        """Input: Time of one decode iteration. Given in ms."""
    @property
    def waiting_lengths(self) -> list[int] | None:
        """Input: Tokens each waiting request generates, in admission order."""
    @property
    def total_tokens(self) -> list[int]:
        """Tokens each request holds at its end: prompt plus answer.

        = prompt_lengths .iter() .zip(&output_lengths) .map(|(&prompt, &output)| prompt + output) .collect::<Vec<i64>>()
        """
    @property
    def max_output(self) -> int:
        """Tokens of the longest answer: the batch's iterations.

        = i64::from(output_lengths.iter().copied().max().unwrap_or(0))
        """
    @property
    def mean_output(self) -> float:
        """Mean tokens of an answer.

        = useful_iterations / len(&output_lengths)
        """
    @property
    def slot_iterations(self) -> int:
        """Slot iterations the batch holds.

        = len(&output_lengths) * max_output
        """
    @property
    def useful_iterations(self) -> int:
        """Slot iterations that produce a token.

        = total(&output_lengths.iter().map(|&n| i64::from(n)).collect::<Vec<i64>>())
        """
    @property
    def idle_share(self) -> float:
        """Share of slot iterations left idle.

        = padding_waste_fraction(output_lengths)
        """
    @property
    def requests_advanced(self) -> int:
        """Requests served in the same iterations when every slot freed early is refilled once.

        = len(&output_lengths) + output_lengths.iter().filter(|&&n| i64::from(n) < max_output).count() as i64
        """
    @property
    def all_lengths(self) -> list[int]:
        """Answer lengths of the batch, then of the waiting requests.

        = output_lengths .iter() .chain(optional(waiting_lengths).unwrap_or_default().iter()) .map(|&n| i64::from(n)) .collect::<Vec<i64>>()
        """
    @property
    def all_useful_iterations(self) -> int:
        """Useful slot iterations of all requests.

        = total(&all_lengths)
        """
    @property
    def request_level_spans(self) -> list[list[int]]:
        """[start, end] iteration of every request when the waiting ones start after the whole batch.

        = output_lengths .iter() .map(|&n| [0, i64::from(n)].to_vec()) .chain(optional(waiting_lengths) .unwrap_or_default() .iter() .map(|&n| [max_output, max_output + n].to_vec())) .collect::<Vec<Vec<i64>>>()
        """
    @property
    def continuous_spans(self) -> list[list[int]]:
        """[start, end] iteration of every request when freed slots take waiting requests at once.

        = continuous_batching_spans(output_lengths, optional(waiting_lengths).unwrap_or_default())
        """
    @property
    def request_level_iterations(self) -> int:
        """Iterations until the last request ends, request by request.

        = request_level_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)
        """
    @property
    def continuous_iterations(self) -> int:
        """Iterations until the last request ends, continuously batched.

        = continuous_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)
        """
    @property
    def request_level_utilization(self) -> float:
        """Share of slot iterations that produce a token, request by request.

        = all_useful_iterations / (len(&output_lengths) * request_level_iterations)
        """
    @property
    def continuous_utilization(self) -> float:
        """Share of slot iterations that produce a token, continuously batched.

        = all_useful_iterations / (len(&output_lengths) * continuous_iterations)
        """
    @property
    def decode_time(self) -> Quantity:
        """Time the batch takes to decode its longest answer. In ms.

        = max_output * iteration_time
        """

class KvAdmission(Scenario):
    """How many requests of one context length fit in the key-value cache budget of one replica.

    A replica spans `accelerators` devices of `hbm_per_accelerator` memory each. The weights and
    a runtime reserve come off the top; what is left is the cache budget. Every admitted request
    holds the cache of its whole context for its whole life, so the budget over one request's
    cache, rounded down, is how many are admitted at once. Read the other way, N concurrent
    requests can each hold the budget over N × (bytes per token) tokens of context.
    """
    def __init__(self, *, workload: ModelInput, accelerators: int, hbm_per_accelerator: QuantityInput, weight_bytes_per_param: QuantityInput, reserve: QuantityInput, context_tokens: int, kv_bytes_per_elem: QuantityInput, requests: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> KvAdmission: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def accelerators(self) -> int:
        """Input: Accelerators of the replica."""
    @property
    def hbm_per_accelerator(self) -> Quantity:
        """Input: Memory of one accelerator. Given in GiB."""
    @property
    def weight_bytes_per_param(self) -> Quantity:
        """Input: Storage width of one weight. Given in B."""
    @property
    def reserve(self) -> Quantity:
        """Input: Memory the runtime keeps for itself. Given in GB."""
    @property
    def context_tokens(self) -> int:
        """Input: Tokens of context each request holds."""
    @property
    def kv_bytes_per_elem(self) -> Quantity:
        """Input: Storage width of one cached key or value number. Given in B."""
    @property
    def requests(self) -> int | None:
        """Input: Concurrent requests to share the budget among, one of the counts `context_fit` is shown at."""
    @property
    def head_dim(self) -> int:
        """Width of one attention head: the model's stated head width, else hidden ÷ heads.

        = { let geometry = workload.geometry(); match geometry.head_dim { Some(width) => i64::from(width), None => floor_div(geometry.hidden_dim, geometry.heads), } }
        """
    @property
    def weights(self) -> Quantity:
        """Bytes of the weights. In GB.

        = weight_bytes(workload, weight_bytes_per_param)
        """
    @property
    def hbm_total(self) -> Quantity:
        """Memory of the whole replica. In GiB.

        = accelerators * hbm_per_accelerator
        """
    @property
    def kv_budget(self) -> Quantity:
        """Memory left for the cache after the weights and the reserve. In GB.

        = hbm_total - weights - reserve
        """
    @property
    def kv_per_token(self) -> Quantity:
        """Cache one token holds. In B.

        = model_kv_cache(workload, 1, 1, kv_bytes_per_elem)
        """
    @property
    def kv_per_request(self) -> Quantity:
        """Cache one request of the full context holds. In GB.

        = model_kv_cache(workload, context_tokens, 1, kv_bytes_per_elem)
        """
    @property
    def max_requests(self) -> int:
        """Whole requests of the full context the budget admits at once.

        = kv_resident_fit(kv_budget, kv_per_request)
        """
    def context_fit(self, concurrent: int) -> float:
        """Tokens of context each of `concurrent` requests can hold in the budget.

        = kv_budget / (concurrent * kv_per_token)
        """

class KvAttentionDesign(Scenario):
    """Cache bytes per token of registry models at one precision, with the attention design each geometry implies, and three of them compared as multi-head, grouped-query and latent references.

    Multi-head attention (MHA) caches a key and a value for every query head; grouped-query
    attention (GQA) for fewer, shared heads; multi-head latent attention (MLA) one compressed
    latent and one rotary key per layer. The design is fixed when the model is trained. The
    scenario lists every model's bytes per token and design, how many times more the MHA and
    GQA references cache than the MLA one, and one long session's cache for the GQA and MLA
    references.
    """
    def __init__(self, *, models: Sequence[ModelInput] | str, mha: ModelInput, gqa: ModelInput, mla: ModelInput, precision: str = ..., session_tokens: int) -> None: ...
    def with_inputs(self, **changes: object) -> KvAttentionDesign: ...
    @property
    def models(self) -> list[Entry]:
        """Input: The models listed, in display order."""
    @property
    def mha(self) -> Entry:
        """Input: The multi-head reference, one of `models`."""
    @property
    def gqa(self) -> Entry:
        """Input: The grouped-query reference, one of `models`."""
    @property
    def mla(self) -> Entry:
        """Input: The latent-attention reference, one of `models`."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the cached numbers."""
    @property
    def session_tokens(self) -> int:
        """Input: Tokens of one long session, for the GQA and MLA references."""
    @property
    def per_token(self) -> dict[str, Quantity]:
        """Cache bytes one token keeps, by model. In B.

        = { let width = precision_width(precision); models .iter() .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width)))) .collect::<Result<Named<Information>, EvalError>>() }
        """
    @property
    def design(self) -> dict[str, str]:
        """Attention design each model's geometry implies.

        = models .iter() .map(|&model| { let geometry = model.geometry(); let design = kv_attention_design(geometry.heads, geometry.kv_heads.unwrap_or(0), geometry.kv_lora_rank.unwrap_or(0)); Ok((model.name, design)) }) .collect::<Result<Named<String>, EvalError>>()
        """
    @property
    def mha_over_mla(self) -> float:
        """How many times more the multi-head reference caches per token than the latent one.

        = per_token[mha.name] / per_token[mla.name]
        """
    @property
    def gqa_over_mla(self) -> float:
        """How many times more the grouped-query reference caches per token than the latent one.

        = per_token[gqa.name] / per_token[mla.name]
        """
    @property
    def gqa_session(self) -> Quantity:
        """Cache of one session on the grouped-query reference. In GB.

        = per_token[gqa.name] * session_tokens
        """
    @property
    def mla_session(self) -> Quantity:
        """Cache of one session on the latent-attention reference. In GB.

        = per_token[mla.name] * session_tokens
        """

class KvForkCopy(Scenario):
    """Bytes copied when candidates forked from one processed prefix each take a copy of the prefix's cache.

    Without block sharing, each of `branches` candidate continuations copies the cache of the
    `prefix_tokens` it was forked from; the bytes per token come from a held `KvAdmission`
    scenario.
    """
    def __init__(self, *, pool: KvAdmission | str | Mapping[str, object], prefix_tokens: int, branches: int) -> None: ...
    def with_inputs(self, **changes: object) -> KvForkCopy: ...
    @property
    def pool(self) -> KvAdmission | str:
        """Input: The replica whose bytes per token are copied, as a KvAdmission preset or its inputs."""
    @property
    def prefix_tokens(self) -> int:
        """Input: Tokens of the prefix the branches are forked from."""
    @property
    def branches(self) -> int:
        """Input: Candidate continuations forked."""
    @property
    def copied(self) -> Quantity:
        """Bytes the branches copy. In GB.

        = branches * prefix_tokens * pool.kv_per_token()
        """

class NoisyNeighbor(Scenario):
    """Tenants sharing one cache pool equally, one of whom swells to a larger allocation and so shrinks what the others can batch.

    Each of `pool_tenants` tenants is entitled to an equal share of the pool and batches
    `base_sequences` sequences in it. When one long-context tenant takes `swollen_share`, the
    others split the rest, and each batches proportionally fewer whole sequences. Latency
    figures with and without protection (a per-tenant quota) are stated values, compared with
    the tenants' service-level objective.
    """
    def __init__(self, *, kv_pool: QuantityInput, pool_tenants: int, swollen_share: QuantityInput, base_sequences: int, base_rate: QuantityInput, burst_rate: QuantityInput, slo: QuantityInput, unprotected_p99_low: QuantityInput, unprotected_p99_high: QuantityInput, quota_rate: QuantityInput, protected_p99: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> NoisyNeighbor: ...
    @property
    def kv_pool(self) -> Quantity:
        """Input: The cache pool the tenants share. Given in GB."""
    @property
    def pool_tenants(self) -> int:
        """Input: Tenants sharing the pool."""
    @property
    def swollen_share(self) -> Quantity:
        """Input: Cache the long-context tenant takes when nothing limits it. Given in GB."""
    @property
    def base_sequences(self) -> int:
        """Input: Sequences one tenant batches in its equal share."""
    @property
    def base_rate(self) -> Quantity:
        """Input: Requests a second of one tenant normally. Given in req/s."""
    @property
    def burst_rate(self) -> Quantity:
        """Input: Requests a second of the bursting tenant. Given in req/s."""
    @property
    def slo(self) -> Quantity:
        """Input: The tenants' p99 latency objective. Given in ms."""
    @property
    def unprotected_p99_low(self) -> Quantity:
        """Input: The lower of the stated unprotected p99 latencies. Given in ms."""
    @property
    def unprotected_p99_high(self) -> Quantity:
        """Input: The higher of the stated unprotected p99 latencies. Given in ms."""
    @property
    def quota_rate(self) -> Quantity:
        """Input: Requests a second the quota lets one tenant send. Given in req/s."""
    @property
    def protected_p99(self) -> Quantity:
        """Input: The stated p99 latency with quotas in place. Given in ms."""
    @property
    def base_share(self) -> Quantity:
        """One tenant's equal share of the pool. In GB.

        = kv_pool / pool_tenants
        """
    @property
    def other_share(self) -> Quantity:
        """Each other tenant's share once one has swollen. In GB.

        = (kv_pool - swollen_share) / (pool_tenants - 1)
        """
    @property
    def other_sequences(self) -> int:
        """Whole sequences each other tenant batches in that share.

        = kv_resident_fit(other_share, base_share / base_sequences)
        """
    @property
    def batch_reduction(self) -> float:
        """Share of their batch the other tenants lose.

        = 1.0 - other_sequences / base_sequences
        """
    @property
    def burst_multiple(self) -> float:
        """How many times its normal rate the bursting tenant sends.

        = burst_rate / base_rate
        """
    @property
    def unprotected_breaches_slo(self) -> bool:
        """Whether the higher unprotected p99 misses the objective.

        = unprotected_p99_high > slo
        """
    @property
    def protected_within_slo(self) -> bool:
        """Whether the protected p99 meets the objective.

        = protected_p99 <= slo
        """
    @property
    def quota_multiple(self) -> float:
        """The quota as a multiple of a tenant's normal rate.

        = quota_rate / base_rate
        """

class PagedAllocation(Scenario):
    """Requests capped at `cap` tokens in a replica's cache budget: a full-cap reservation for each against fixed-size blocks handed out as the request grows.

    A reservation holds the cap from admission, however short the request ends up; paged
    allocation holds whole blocks of `small_block` or `large_block` tokens, wasting at most the
    unused tail of the last one. Final lengths are modelled as capped exponential with mean
    `mean_final`, which gives the expected allocation and waste per request in closed form. The
    budget and the bytes per token come from a held `KvAdmission` scenario.
    """
    def __init__(self, *, pool: KvAdmission | str | Mapping[str, object], cap: int, mean_final: int, small_block: int, large_block: int) -> None: ...
    def with_inputs(self, **changes: object) -> PagedAllocation: ...
    @property
    def pool(self) -> KvAdmission | str:
        """Input: The replica whose cache budget and bytes per token are shared out, as a KvAdmission
        preset or its inputs.
        """
    @property
    def cap(self) -> int:
        """Input: Tokens a request may reach."""
    @property
    def mean_final(self) -> int:
        """Input: Mean final length of a request, in tokens."""
    @property
    def small_block(self) -> int:
        """Input: Tokens of the smaller block."""
    @property
    def large_block(self) -> int:
        """Input: Tokens of the larger block."""
    @property
    def kv_per_token(self) -> Quantity:
        """Cache one token holds, from the replica. In B.

        = pool.kv_per_token()
        """
    @property
    def kv_budget(self) -> Quantity:
        """The replica's cache budget. In GB.

        = pool.kv_budget()
        """
    @property
    def reservation(self) -> Quantity:
        """Bytes one full-cap reservation holds. In GB.

        = cap * kv_per_token
        """
    @property
    def reservations(self) -> int:
        """Full-cap reservations the budget holds.

        = kv_resident_fit(kv_budget, reservation)
        """
    @property
    def final_length_efficiency(self) -> float:
        """Share of a reservation the mean request fills.

        = mean_final / cap
        """
    @property
    def small_block_bytes(self) -> Quantity:
        """Bytes of one small block. In MB.

        = small_block * kv_per_token
        """
    @property
    def large_block_bytes(self) -> Quantity:
        """Bytes of one large block. In MB.

        = large_block * kv_per_token
        """
    @property
    def small_tail_tokens(self) -> int:
        """Most tokens a small block's tail can leave empty.

        = small_block - 1
        """
    @property
    def large_tail_tokens(self) -> int:
        """Most tokens a large block's tail can leave empty.

        = large_block - 1
        """
    @property
    def small_tail(self) -> Quantity:
        """Most bytes a small block's tail can leave empty. In MB.

        = small_tail_tokens * kv_per_token
        """
    @property
    def large_tail(self) -> Quantity:
        """Most bytes a large block's tail can leave empty. In MB.

        = large_tail_tokens * kv_per_token
        """
    @property
    def large_tail_share(self) -> float:
        """The large block's worst tail as a share of the cap.

        = large_tail_tokens / cap
        """
    @property
    def small_allocated_tokens(self) -> float:
        """Expected tokens allocated per request in small blocks.

        = expected_paged_kv_tokens(mean_final, cap, small_block)
        """
    @property
    def small_waste(self) -> float:
        """Expected share of a small-block allocation left empty.

        = expected_paged_kv_waste(mean_final, cap, small_block)
        """
    @property
    def large_allocated_tokens(self) -> float:
        """Expected tokens allocated per request in large blocks.

        = expected_paged_kv_tokens(mean_final, cap, large_block)
        """
    @property
    def large_waste(self) -> float:
        """Expected share of a large-block allocation left empty.

        = expected_paged_kv_waste(mean_final, cap, large_block)
        """
    @property
    def paged_fit(self) -> int:
        """Requests of the expected small-block allocation the budget holds.

        = kv_resident_fit(kv_budget, small_allocated_tokens * kv_per_token)
        """
    @property
    def paged_gain(self) -> float:
        """How many times more requests paging holds than full-cap reservation.

        = paged_fit / reservations
        """

class PrecisionDividend(Scenario):
    """The largest batch a tensor-parallel replica holds before and after lowering the precision of its weights and of its cache.

    Weights and every request's cache are split evenly over `tp_size` devices. What a device's
    memory leaves after its share of the weights is its cache budget; the budget over one
    request's share of cache, rounded down, is the batch. Lower-precision weights enlarge the
    budget once; a lower-precision cache shrinks every request. The dividend is how many times
    larger the batch gets with both.
    """
    def __init__(self, *, workload: ModelInput, tp_size: int, hbm_per_accelerator: QuantityInput, context_tokens: int, kv_heads: int, weight_bytes: QuantityInput, weight_bytes_low: QuantityInput, kv_bytes: QuantityInput, kv_bytes_low: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PrecisionDividend: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def tp_size(self) -> int:
        """Input: Devices the model is split over."""
    @property
    def hbm_per_accelerator(self) -> Quantity:
        """Input: Memory of one device. Given in GB."""
    @property
    def context_tokens(self) -> int:
        """Input: Tokens of context each request holds."""
    @property
    def kv_heads(self) -> int:
        """Input: Key-value heads the cache stores."""
    @property
    def weight_bytes(self) -> Quantity:
        """Input: Base storage width of one weight. Given in B."""
    @property
    def weight_bytes_low(self) -> Quantity:
        """Input: Lowered storage width of one weight. Given in B."""
    @property
    def kv_bytes(self) -> Quantity:
        """Input: Base storage width of one cached number. Given in B."""
    @property
    def kv_bytes_low(self) -> Quantity:
        """Input: Lowered storage width of one cached number. Given in B."""
    @property
    def head_dim(self) -> int:
        """Width of one attention head: the model's stated head width, else hidden ÷ heads.

        = { let geometry = workload.geometry(); match geometry.head_dim { Some(width) => i64::from(width), None => floor_div(geometry.hidden_dim, geometry.heads), } }
        """
    @property
    def weights_per_device(self) -> Quantity:
        """One device's share of the weights at the base width. In GB.

        = weight_bytes(workload, weight_bytes) / tp_size
        """
    @property
    def weights_per_device_low(self) -> Quantity:
        """One device's share of the weights at the lowered width. In GB.

        = weight_bytes(workload, weight_bytes_low) / tp_size
        """
    @property
    def kv_budget_per_device(self) -> Quantity:
        """Cache budget of one device at the base weight width. In GB.

        = hbm_per_accelerator - weights_per_device
        """
    @property
    def kv_budget_per_device_low(self) -> Quantity:
        """Cache budget of one device at the lowered weight width. In GB.

        = hbm_per_accelerator - weights_per_device_low
        """
    @property
    def kv_per_request(self) -> Quantity:
        """Cache of one request at the base cache width. In GB.

        = kv_cache_size(workload.geometry().layers, kv_heads, head_dim, context_tokens, 1, kv_bytes)
        """
    @property
    def kv_per_request_low(self) -> Quantity:
        """Cache of one request at the lowered cache width. In GB.

        = kv_cache_size(workload.geometry().layers, kv_heads, head_dim, context_tokens, 1, kv_bytes_low)
        """
    @property
    def kv_per_request_per_device(self) -> Quantity:
        """One device's share of a request's cache at the base width. In MB.

        = kv_per_request / tp_size
        """
    @property
    def kv_per_request_per_device_low(self) -> Quantity:
        """One device's share of a request's cache at the lowered width. In MB.

        = kv_per_request_low / tp_size
        """
    @property
    def max_batch(self) -> int:
        """Largest batch at the base widths.

        = kv_resident_fit(kv_budget_per_device, kv_per_request_per_device)
        """
    @property
    def max_batch_low(self) -> int:
        """Largest batch at the lowered widths.

        = kv_resident_fit(kv_budget_per_device_low, kv_per_request_per_device_low)
        """
    @property
    def dividend(self) -> float:
        """How many times larger the batch gets at the lowered widths.

        = max_batch_low / max_batch
        """
    @property
    def budget_gain(self) -> float:
        """How many times larger the cache budget gets with the lowered weights.

        = kv_budget_per_device_low / kv_budget_per_device
        """

class PrefixRebuild(Scenario):
    """A cached prefix on a multi-accelerator node: the prefill a miss must redo, against the one short pass over a new suffix that a hit needs.

    On a miss the whole prefix is prefilled again: 2 FLOPs per parameter per token for the
    projections and feed-forward layers, plus causal attention over the prefix, at a sustained
    share of the node's peak. On a hit only the suffix runs, and a pass that short is bound by
    reading every weight once from memory rather than by its work. The ratio of the two is what
    the cache saves per request.
    """
    def __init__(self, *, workload: ModelInput, accelerator: HardwareInput, accelerators: int, precision: str = ..., prefix_tokens: int, suffix_tokens: int, utilization: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> PrefixRebuild: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator type of the node."""
    @property
    def accelerators(self) -> int:
        """Input: Accelerators of the node."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the weights and the cache."""
    @property
    def prefix_tokens(self) -> int:
        """Input: Tokens of the cached prefix."""
    @property
    def suffix_tokens(self) -> int:
        """Input: Tokens of the new suffix a hit runs."""
    @property
    def utilization(self) -> float:
        """Input: Share of the peak rate prefill sustains."""
    @property
    def n_params(self) -> float:
        """The model's parameter count.

        = workload.parameter_count()
        """
    @property
    def state(self) -> Quantity:
        """Bytes of the prefix's cached state. In GB.

        = prefix_tokens * model_kv_cache(workload, 1, 1, precision_width(precision))
        """
    @property
    def linear_ops(self) -> Quantity:
        """Work of the prefix's projections and feed-forward layers (the prefill without attention). In TFLOP.

        = prefill_flops(n_params, prefix_tokens, 0, 0)
        """
    @property
    def attention_ops(self) -> Quantity:
        """Work of causal attention over the prefix. In TFLOP.

        = prefill_flops(n_params, prefix_tokens, workload.geometry().layers, workload.geometry().hidden_dim) - linear_ops
        """
    @property
    def sustained_rate(self) -> Quantity:
        """Rate prefill sustains on the node. In TFLOP/s.

        = accelerators * accelerator.peak_flops * utilization
        """
    @property
    def weight_read_time(self) -> Quantity:
        """Time to read every weight once, each accelerator its share. In ms.

        = transfer_time(weight_bytes(workload, precision_width(precision)), accelerators * accelerator.memory_bandwidth)
        """
    @property
    def rebuild_time(self) -> Quantity:
        """Time to prefill the prefix again on a miss. In ms.

        = compute_time(linear_ops + attention_ops, sustained_rate)
        """
    @property
    def suffix_ops_time(self) -> Quantity:
        """Time of the suffix's work on a hit. In ms.

        = compute_time(decode_flops(n_params, suffix_tokens), sustained_rate)
        """
    @property
    def rebuild_over_hit(self) -> float:
        """How many times longer a miss takes than a hit.

        = rebuild_time / max(weight_read_time, suffix_ops_time)
        """

class PrefixSharing(Scenario):
    """The key-value cache of users who share one prompt prefix, stored once per user or once for all of them.

    Each of `users` users sends the same `prefix_tokens` followed by `unique_tokens_per_user` of
    its own. Without sharing every user's cache holds the prefix again; with sharing it is held
    once. The cache width per layer is given (key-value heads × head width), so any sharing of
    heads is the caller's to state; only the model's layer count is read. A shared prefix also
    spares every user after the first its prefill.
    """
    def __init__(self, *, workload: ModelInput, prefix_tokens: int, users: int, unique_tokens_per_user: int, kv_width: int, bytes_per_elem: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PrefixSharing: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer whose layers hold the cache."""
    @property
    def prefix_tokens(self) -> int:
        """Input: Tokens of the prefix every user sends."""
    @property
    def users(self) -> int:
        """Input: Users sharing the prefix."""
    @property
    def unique_tokens_per_user(self) -> int:
        """Input: Tokens each user adds after the prefix."""
    @property
    def kv_width(self) -> int:
        """Input: Numbers cached per layer per token for keys (and again for values): key-value heads ×
        head width.
        """
    @property
    def bytes_per_elem(self) -> Quantity:
        """Input: Storage width of one cached number. Given in B."""
    @property
    def tokens_per_user(self) -> int:
        """Tokens one user's request holds.

        = prefix_tokens + unique_tokens_per_user
        """
    @property
    def tokens_unshared(self) -> int:
        """Tokens cached when every user holds the prefix.

        = tokens_per_user * users
        """
    @property
    def tokens_shared(self) -> int:
        """Tokens cached when the prefix is held once.

        = prefix_tokens + unique_tokens_per_user * users
        """
    @property
    def kv_unshared(self) -> Quantity:
        """Cache without sharing. In GB.

        = kv_cache_size(workload.geometry().layers, 1, kv_width, tokens_unshared, 1, bytes_per_elem)
        """
    @property
    def kv_shared(self) -> Quantity:
        """Cache with the prefix held once. In GB.

        = kv_cache_size(workload.geometry().layers, 1, kv_width, tokens_shared, 1, bytes_per_elem)
        """
    @property
    def reduction(self) -> float:
        """Share of the unshared cache that sharing saves.

        = 1.0 - kv_shared / kv_unshared
        """
    @property
    def capacity_ratio(self) -> float:
        """How many times more users the same memory holds with sharing.

        = kv_unshared / kv_shared
        """
    @property
    def prefill_tokens_skipped(self) -> int:
        """Prefix tokens that users after the first need not prefill.

        = (users - 1) * prefix_tokens
        """

class ReasoningLatency(Scenario):
    """Reasoning tokens generated one after another before the answer, each at a fixed time.

    The wait before the answer is the count of reasoning tokens times the time per token; next
    to one token's time, the latency grows by the token count.
    """
    def __init__(self, *, per_token_time: QuantityInput, reasoning_tokens: int) -> None: ...
    def with_inputs(self, **changes: object) -> ReasoningLatency: ...
    @property
    def per_token_time(self) -> Quantity:
        """Input: Time of one reasoning token. Given in ms."""
    @property
    def reasoning_tokens(self) -> int:
        """Input: Reasoning tokens before the answer."""
    @property
    def reasoning_time(self) -> Quantity:
        """Time spent reasoning before the answer. In s.

        = per_token_time * reasoning_tokens
        """
    @property
    def expansion(self) -> int:
        """How many times one token's time the wait is.

        = i64::from(reasoning_tokens)
        """

class RequestZones(Scenario):
    """The zones one serialized request is laid out in, and the share of it that leading zones shared by every request make up.

    A request is serialized as an ordered list of named zones (system prompt, tool schemas,
    history, ...), each a count of tokens. The first `shared_zones` of them are the same for
    every request, an invariant prefix that a cache can hold once; the rest belong to this
    request alone.
    """
    def __init__(self, *, zones: Mapping[str, int] | str, shared_zones: int) -> None: ...
    def with_inputs(self, **changes: object) -> RequestZones: ...
    @property
    def zones(self) -> dict[str, int]:
        """Input: Tokens of each zone, in serialization order."""
    @property
    def shared_zones(self) -> int:
        """Input: Leading zones that form the prefix every request shares."""
    @property
    def total_tokens(self) -> int:
        """Tokens of the whole request.

        = total(&zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())
        """
    @property
    def shared_tokens(self) -> int:
        """Tokens of the shared prefix.

        = total(&zones .values() .take(shared_zones as usize) .map(|&n| i64::from(n)) .collect::<Vec<i64>>())
        """
    @property
    def shared_share(self) -> float:
        """The prefix's share of the request.

        = shared_tokens / total_tokens
        """

class SpeculativeRound(Scenario):
    """One round of speculative decoding: a small draft model proposes tokens and the target model verifies them all in one step.

    Each proposed token is accepted with probability α until the first rejection, and the
    verification always yields one token of its own, so a round of K proposals yields
    (1 − α^(K+1)) ÷ (1 − α) tokens on average. A round costs the drafting plus one verification;
    the gain is the verification time (what one token costs without speculation) over the time
    per token with it.
    """
    def __init__(self, *, acceptance: RatioInput, draft_length: int, draft_time: QuantityInput | None = ..., verify_time: QuantityInput, draft_step: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SpeculativeRound: ...
    @property
    def acceptance(self) -> float:
        """Input: Probability that a proposed token is accepted."""
    @property
    def draft_length(self) -> int:
        """Input: Tokens the draft proposes per round."""
    @property
    def draft_time(self) -> Quantity | None:
        """Input: Time of all the draft steps of one round. Given in ms."""
    @property
    def verify_time(self) -> Quantity:
        """Input: Time of the target's verification step. Given in ms."""
    @property
    def draft_step(self) -> Quantity | None:
        """Input: Time of one draft step. Given in ms."""
    @property
    def draft_cost(self) -> Quantity:
        """Time the round spends drafting. In ms.

        = match optional(draft_time) { Some(round) => round, None => draft_length * draft_step, }
        """
    @property
    def expected_tokens(self) -> float:
        """Tokens one round yields on average.

        = speculative_expected_tokens(acceptance, draft_length)
        """
    @property
    def round_time(self) -> Quantity:
        """Time of one round. In ms.

        = draft_cost + verify_time
        """
    @property
    def per_token_time(self) -> Quantity:
        """Time per token with speculation. In ms.

        = round_time / expected_tokens
        """
    @property
    def tpot_gain(self) -> float:
        """How many times faster tokens come than one per verification step.

        = verify_time / per_token_time
        """

class TailEventRate(Scenario):
    """How often an event that befalls a small share of requests happens at a given request rate."""
    def __init__(self, *, request_rate: QuantityInput, event_probability: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> TailEventRate: ...
    @property
    def request_rate(self) -> Quantity:
        """Input: Requests a second. Given in req/s."""
    @property
    def event_probability(self) -> float:
        """Input: Probability that one request meets the event."""
    @property
    def events_per_second(self) -> Quantity:
        """Events a second. In 1/s.

        = request_rate * event_probability
        """

class TensorParallelSpeedup(Scenario):
    """A layer's stated compute split over `tp_size` tensor-parallel devices, with the AllReduce collectives each layer adds.

    Each phase of a layer (attention, feed-forward, ...) takes a stated time on one device and
    divides evenly over the devices; every layer then waits for a fixed number of AllReduce
    collectives of a fixed time. The speedup is the serial layer time over the parallel one,
    always below the device count once the collectives cost anything.
    """
    def __init__(self, *, serial_layer_times: Mapping[str, QuantityInput] | str, tp_size: int, allreduce_time: QuantityInput, collectives_per_layer: int = ..., layers: int) -> None: ...
    def with_inputs(self, **changes: object) -> TensorParallelSpeedup: ...
    @property
    def serial_layer_times(self) -> dict[str, Quantity]:
        """Input: Compute time of each phase of one layer on one device. Given in ms."""
    @property
    def tp_size(self) -> int:
        """Input: Devices the layer is split over."""
    @property
    def allreduce_time(self) -> Quantity:
        """Input: Time of one AllReduce collective. Given in ms."""
    @property
    def collectives_per_layer(self) -> int:
        """Input: AllReduce collectives per layer."""
    @property
    def layers(self) -> int:
        """Input: Layers of the model."""
    @property
    def serial_layer_time(self) -> Quantity:
        """Time of one layer on one device. In ms.

        = milliseconds(sum(serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t))))
        """
    @property
    def sharded_compute_time(self) -> Quantity:
        """Compute time of one layer split over the devices. In ms.

        = serial_layer_time / tp_size
        """
    @property
    def parallel_layer_time(self) -> Quantity:
        """Time of one layer split over the devices, collectives included. In ms.

        = sharded_compute_time + collectives_per_layer * allreduce_time
        """
    @property
    def speedup(self) -> float:
        """How many times faster a layer runs split.

        = serial_layer_time / parallel_layer_time
        """
    @property
    def serial_total(self) -> Quantity:
        """Time of all layers on one device. In ms.

        = serial_layer_time * layers
        """
    @property
    def parallel_total(self) -> Quantity:
        """Time of all layers split over the devices. In ms.

        = parallel_layer_time * layers
        """
    def sharded(self, phase: str) -> Quantity:
        """Time of `phase` on one device of the split. In ms.

        = serial_layer_times[phase] / tp_size
        """

class WeightedRouting(Scenario):
    """Traffic spread over pools of unequal servers in proportion to each server's capacity, against an equal split per server.

    Each server receives a share of the offered traffic equal to its capacity over the fleet's
    total capacity, so every server runs at the same utilization, the offered load over the total
    capacity. Split equally per server instead, every server gets the same load, and the slower
    pool runs hotter.
    """
    def __init__(self, *, servers: Mapping[str, int] | str, capacity: Mapping[str, QuantityInput] | str, offered: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> WeightedRouting: ...
    @property
    def servers(self) -> dict[str, int]:
        """Input: Servers in each pool."""
    @property
    def capacity(self) -> dict[str, Quantity]:
        """Input: Requests a second one server of each pool sustains. Given in req/s."""
    @property
    def offered(self) -> Quantity:
        """Input: Requests a second offered to the fleet. Given in req/s."""
    @property
    def total_capacity(self) -> Quantity:
        """Requests a second the whole fleet sustains. In 1/s.

        = per_second(sum(servers.values().zip(capacity.values()).map(|(&n, rate)| n * rate.value)))
        """
    @property
    def total_servers(self) -> int:
        """Servers of the fleet.

        = total(&servers.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())
        """
    @property
    def equal_split_load(self) -> Quantity:
        """Requests a second each server receives under an equal split. In req/s.

        = offered / total_servers
        """
    def weight(self, pool: str) -> float:
        """Share of the offered traffic one server of `pool` receives.

        = capacity[pool] / total_capacity
        """
    def utilization(self, pool: str) -> float:
        """Utilization of a server of `pool` under capacity-weighted routing.

        = offered * weight(pool.clone()) / capacity[pool]
        """
    def equal_split_utilization(self, pool: str) -> float:
        """Utilization of a server of `pool` under an equal split.

        = equal_split_load / capacity[pool]
        """

class BatchCapChoice(Scenario):
    """Two batch caps at one arrival rate when batches wait until full: the larger raises the saturated throughput but makes requests wait longer for the batch to fill."""
    def __init__(self, *, service: BatchingKnee | str | Mapping[str, object], arrival_rate: QuantityInput, small_cap: int, large_cap: int) -> None: ...
    def with_inputs(self, **changes: object) -> BatchCapChoice: ...
    @property
    def service(self) -> BatchingKnee | str:
        """Input: The batch service time, as a BatchingKnee preset or its inputs."""
    @property
    def arrival_rate(self) -> Quantity:
        """Input: Requests arriving. Given in req/s."""
    @property
    def small_cap(self) -> int:
        """Input: The smaller batch cap."""
    @property
    def large_cap(self) -> int:
        """Input: The larger batch cap."""
    @property
    def throughput_gain(self) -> float:
        """Share by which the large cap raises the saturated throughput.

        = service.throughput(large_cap) / service.throughput(small_cap) - 1.0
        """
    @property
    def capacity_over_load(self) -> float:
        """Saturated throughput at the small cap over the arrival rate.

        = service.throughput(small_cap) / arrival_rate
        """
    def formation_wait(self, cap: int) -> Quantity:
        """Mean time a request waits for a batch of `cap` to fill. In ms.

        = batch_formation_wait(cap, arrival_rate)
        """

class BatchDispatch(Scenario):
    """A dual-trigger batch (a size cap or a timeout) that never fills: it leaves when the timeout after its oldest request runs out, then waits for a busy worker.

    The oldest request's latency is the dispatch time plus the batch's service time plus the
    response path, from its arrival; the slack is what the deadline leaves. The estimate "timeout
    plus service" ignores both the busy worker and the response path.
    """
    def __init__(self, *, arrivals: Sequence[QuantityInput] | str, timeout: QuantityInput, worker_free: QuantityInput, response_path: QuantityInput, deadline: QuantityInput, service: BatchingKnee | str | Mapping[str, object]) -> None: ...
    def with_inputs(self, **changes: object) -> BatchDispatch: ...
    @property
    def arrivals(self) -> list[Quantity]:
        """Input: Arrival times of the batch's requests, as offsets, oldest first. Given in ms."""
    @property
    def timeout(self) -> Quantity:
        """Input: Time after the oldest arrival at which the batch leaves. Given in ms."""
    @property
    def worker_free(self) -> Quantity:
        """Input: When the worker finishes its current batch. Given in ms."""
    @property
    def response_path(self) -> Quantity:
        """Input: Time from the end of the batch to the response reaching the client. Given in ms."""
    @property
    def deadline(self) -> Quantity:
        """Input: The requests' deadline. Given in ms."""
    @property
    def service(self) -> BatchingKnee | str:
        """Input: The worker's batch service time, as a BatchingKnee preset or its inputs."""
    @property
    def formation_end(self) -> Quantity:
        """When the timeout closes the batch. In ms.

        = { let oldest: Time = arrivals[0]; oldest + timeout }
        """
    @property
    def dispatch(self) -> Quantity:
        """When the batch starts: the later of its closing and the worker becoming free. In ms.

        = max(formation_end, worker_free)
        """
    @property
    def backlog_wait(self) -> Quantity:
        """Time the closed batch waits for the worker. In ms.

        = dispatch - formation_end
        """
    @property
    def batch_time(self) -> Quantity:
        """Service time of the batch. In ms.

        = service.service_time(len(&arrivals))
        """
    @property
    def oldest_latency(self) -> Quantity:
        """Latency of the oldest request. In ms.

        = { let oldest: Time = arrivals[0]; dispatch + batch_time + response_path - oldest }
        """
    @property
    def slack(self) -> Quantity:
        """What the deadline leaves; negative when it is missed. In ms.

        = deadline - oldest_latency
        """
    @property
    def timer_only_latency(self) -> Quantity:
        """The estimate that ignores the busy worker and the response path. In ms.

        = timeout + batch_time
        """

class BatchEnergyPerImage(Scenario):
    """Bytes, arithmetic intensity and energy per image when a batch shares one read of the weights.

    Each image of a batch of B moves its share W ÷ B of the weights, which the batch reads
    once, plus its own activations a number of times (written once and read once, say). Its
    arithmetic intensity is its forward work over those bytes. Its energy is the bytes at an
    energy per byte plus the work at an energy per FLOP; the share spent moving data falls as
    the batch grows.
    """
    def __init__(self, *, workload: ModelInput, weight_bytes_per_param: QuantityInput, activation_bytes: QuantityInput, activation_passes: int, byte_energy: QuantityInput, flop_energy: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> BatchEnergyPerImage: ...
    @property
    def workload(self) -> Entry:
        """Input: The model served."""
    @property
    def weight_bytes_per_param(self) -> Quantity:
        """Input: Storage width of one weight. Given in B."""
    @property
    def activation_bytes(self) -> Quantity:
        """Input: Activation bytes of one image. Given in MB."""
    @property
    def activation_passes(self) -> int:
        """Input: Times each activation byte moves (written once and read once is 2)."""
    @property
    def byte_energy(self) -> Quantity:
        """Input: Energy of moving one byte through memory. Given in pJ/B."""
    @property
    def flop_energy(self) -> Quantity:
        """Input: Energy of one floating-point operation. Given in pJ/FLOP."""
    @property
    def weights(self) -> Quantity:
        """Bytes of the weights. In B.

        = weight_bytes(workload, weight_bytes_per_param)
        """
    @property
    def compute_energy(self) -> Quantity:
        """Energy of one image's forward work. In mJ.

        = arithmetic_energy(workload.forward_flops(), flop_energy)
        """
    def weight_per_image(self, batch_size: int) -> Quantity:
        """The weights' share of one image in a batch of `batch_size`. In B.

        = { require(batch_size >= 1, "a batch holds at least one image"); weights / batch_size }
        """
    def bytes_per_image(self, batch_size: int) -> Quantity:
        """Bytes one image moves in a batch of `batch_size`. In B.

        = weight_per_image(batch_size) + activation_passes * activation_bytes
        """
    def intensity(self, batch_size: int) -> Quantity:
        """Forward work of one image over the bytes it moves. In FLOP/B.

        = arithmetic_intensity(workload.forward_flops(), bytes_per_image(batch_size))
        """
    def movement_energy(self, batch_size: int) -> Quantity:
        """Energy of the bytes one image moves. In mJ.

        = data_movement_energy(bytes_per_image(batch_size), byte_energy)
        """
    def energy(self, batch_size: int) -> Quantity:
        """Energy of one image in a batch of `batch_size`. In mJ.

        = movement_energy(batch_size) + compute_energy
        """
    def movement_share(self, batch_size: int) -> float:
        """Share of that energy spent moving data.

        = movement_energy(batch_size) / energy(batch_size)
        """

class BatchServingCost(Scenario):
    """Cost per request of one rented accelerator serving batches back to back, by batch size.

    The accelerator's service follows a BatchingKnee: batches of B take S(B) = t₀ + B·t_req and
    run back to back, so it serves B ÷ S(B) requests a second and a million requests cost the
    hourly price over that rate, times a million. The first and the last listed batch sizes are
    compared: how many times cheaper the last one serves, and how much longer its batch takes.
    """
    def __init__(self, *, service: BatchingKnee | str | Mapping[str, object], price: QuantityInput, batch_sizes: Sequence[int] | str) -> None: ...
    def with_inputs(self, **changes: object) -> BatchServingCost: ...
    @property
    def service(self) -> BatchingKnee | str:
        """Input: The accelerator's batch service time, as a BatchingKnee preset or its inputs."""
    @property
    def price(self) -> Quantity:
        """Input: Hourly price of the accelerator. Given in USD/h."""
    @property
    def batch_sizes(self) -> list[int]:
        """Input: Batch sizes to compare; the first against the last."""
    @property
    def cost_ratio(self) -> float:
        """Cost per request at the first batch size over the cost at the last.

        = { let first = batch_sizes[0]; let last = batch_sizes[len(&batch_sizes) - 1]; cost_per_million(first) / cost_per_million(last) }
        """
    @property
    def added_time(self) -> Quantity:
        """Service time of the last batch size beyond the first's. In ms.

        = { let first = batch_sizes[0]; let last = batch_sizes[len(&batch_sizes) - 1]; service.service_time(last) - service.service_time(first) }
        """
    def cost_per_million(self, batch_size: int) -> Quantity:
        """Cost of a million requests served in batches of `batch_size`. In USD.

        = price_per_request(price, service.throughput(batch_size)) * 1e6
        """

class BatchWindow(Scenario):
    """Requests arriving as a Poisson stream into a batching window.

    A window of length W collects m = λW arrivals on average, with a spread √m, and is empty
    with probability e^(−m). A request waits W ÷ 2 on average for its window to close. The batch
    a request finds itself in is size-biased: it holds the request plus the others, 1 + m on
    average, and its `tail_quantile` is the smallest s with P(N ≥ s) below 1 − q for a Poisson
    count N of mean m.
    """
    def __init__(self, *, window: QuantityInput, arrival_rates: Sequence[QuantityInput] | str = ..., latency_budget: QuantityInput | None = ..., tail_quantile: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> BatchWindow: ...
    @property
    def window(self) -> Quantity:
        """Input: Length of the batching window. Given in ms."""
    @property
    def arrival_rates(self) -> list[Quantity]:
        """Input: Arrival rates at which to report the window. Given in 1/s."""
    @property
    def latency_budget(self) -> Quantity | None:
        """Input: The request's latency budget, to compare the mean wait with. Given in ms."""
    @property
    def tail_quantile(self) -> float:
        """Input: Quantile of the batch a request sees."""
    @property
    def mean_wait(self) -> Quantity:
        """Mean time a request waits for its window to close. In ms.

        = window / 2.0
        """
    @property
    def budget_share(self) -> float:
        """The mean wait as a share of the latency budget.

        = mean_wait / latency_budget
        """
    def mean_arrivals(self, arrival_rate: QuantityInput) -> float:
        """Mean arrivals in one window at `arrival_rate`.

        = arrival_rate * window
        """
    def arrival_spread(self, arrival_rate: QuantityInput) -> float:
        """Standard deviation of the arrivals in one window.

        = sqrt(mean_arrivals(arrival_rate))
        """
    def empty_share(self, arrival_rate: QuantityInput) -> float:
        """Share of windows that close empty.

        = exp(-mean_arrivals(arrival_rate))
        """
    def count_at_least(self, arrival_rate: QuantityInput, at_least: int) -> float:
        """Chance that a window collects at least `at_least` arrivals.

        = poisson_tail(mean_arrivals(arrival_rate), at_least)
        """
    def seen_batch_mean(self, arrival_rate: QuantityInput) -> float:
        """Mean size of the batch a request finds itself in.

        = 1.0 + mean_arrivals(arrival_rate)
        """
    def seen_batch_tail(self, arrival_rate: QuantityInput) -> int:
        """The `tail_quantile` of the batch a request finds itself in: the smallest size that many
        windows' counts reach with probability below 1 − q.

        = poisson_reserve(mean_arrivals(arrival_rate), 1.0 - tail_quantile)
        """

class MM1CapacityPlan(Scenario):
    """Accelerators for a peak request rate when each is an M/M/1 server whose tail latency must meet a budget.

    The tail is taken as a fixed multiple k of the mean time in system S ÷ (1 − ρ), so the
    highest safe utilization is ρ_max = 1 − k·S ÷ T. The fleet must supply the peak over ρ_max of
    service rate; over one accelerator's rate 1 ÷ S that is a count, rounded up, then multiplied
    by a headroom factor and rounded up again. Optionally the plan is redone with a batched
    per-accelerator rate at the same utilization, and a fleet is priced per million requests.
    """
    def __init__(self, *, service_time: QuantityInput, tail_factor: RatioInput, tail_quantile: RatioInput = ..., tail_budget: QuantityInput, peak_rate: QuantityInput, headroom: RatioInput, utilization_points: Sequence[RatioInput] | str = ..., example_utilization: RatioInput | None = ..., batched_rate: QuantityInput | None = ..., accelerator_price: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> MM1CapacityPlan: ...
    @property
    def service_time(self) -> Quantity:
        """Input: Mean service time of one request on one accelerator. Given in ms."""
    @property
    def tail_factor(self) -> float:
        """Input: Tail latency as a multiple of the mean time in system."""
    @property
    def tail_quantile(self) -> float:
        """Input: The quantile the tail factor stands for."""
    @property
    def tail_budget(self) -> Quantity:
        """Input: Budget for the tail of queueing plus service. Given in ms."""
    @property
    def peak_rate(self) -> Quantity:
        """Input: Peak arrival rate of the whole fleet. Given in 1/s."""
    @property
    def headroom(self) -> float:
        """Input: Factor on the rounded-up count, for spikes."""
    @property
    def utilization_points(self) -> list[float]:
        """Input: Utilizations at which to report the time in system."""
    @property
    def example_utilization(self) -> float | None:
        """Input: A utilization where mean and tail are compared; a sample point only."""
    @property
    def batched_rate(self) -> Quantity | None:
        """Input: Requests a second one accelerator serves in batches, for the batched plan. Given in req/s."""
    @property
    def accelerator_price(self) -> Quantity | None:
        """Input: Hourly price of one accelerator. Given in USD/h."""
    @property
    def service_rate(self) -> Quantity:
        """Requests a second one accelerator serves at batch one. In req/s.

        = 1.0 / service_time
        """
    @property
    def exact_tail_factor(self) -> float:
        """The factor an exponential time in system has at `tail_quantile`.

        = exponential_quantile_factor(tail_quantile)
        """
    @property
    def max_utilization(self) -> float:
        """The highest utilization that keeps the tail within the budget.

        = mm1_max_utilization(service_time, tail_budget, tail_factor)
        """
    @property
    def required_rate(self) -> Quantity:
        """Service rate the fleet must supply. In 1/s.

        = peak_rate / max_utilization
        """
    @property
    def accelerators_exact(self) -> float:
        """Accelerators that supply it, unrounded.

        = required_rate / service_rate
        """
    @property
    def accelerators(self) -> int:
        """Accelerators that supply it.

        = ceil(accelerators_exact)
        """
    @property
    def accelerators_planned(self) -> int:
        """Accelerators with headroom.

        = ceil(accelerators * headroom)
        """
    @property
    def utilization_after_failure(self) -> float:
        """Utilization of the planned fleet with one accelerator lost.

        = { require(accelerators_planned > 1, "a fleet of one accelerator has none left after a failure"); peak_rate / (service_rate * (accelerators_planned - 1)) }
        """
    @property
    def saturated_accelerators_exact(self) -> float:
        """Accelerators if each ran fully busy, unrounded.

        = peak_rate / service_rate
        """
    @property
    def batched_accelerators(self) -> int:
        """Accelerators at the batched rate and the same utilization limit.

        = ceil(peak_rate / (max_utilization * batched_rate))
        """
    @property
    def batched_accelerators_planned(self) -> int:
        """Batched accelerators with headroom.

        = ceil(batched_accelerators * headroom)
        """
    def time_in_system(self, utilization: RatioInput) -> Quantity:
        """Mean time in system at `utilization`. In ms.

        = mm1_time_in_system(service_time, utilization)
        """
    def tail_time(self, utilization: RatioInput) -> Quantity:
        """Tail time in system at `utilization`. In ms.

        = tail_factor * time_in_system(utilization)
        """
    def cost_per_million(self, count: int) -> Quantity:
        """Cost of a million requests on a fleet of `count` accelerators at the peak rate. In USD.

        = price_per_request(count * accelerator_price, peak_rate) * 1e6
        """

class MM1ServiceSpeedup(Scenario):
    """The same arrivals on an M/M/1 server before and after its mean service time drops.

    The arrival rate is fixed by the slow server's utilization; the fast server carries it at a
    utilization lower in proportion to its service time. The time in system and the queueing
    wait are compared before and after: the wait shrinks by much more than the service time.
    """
    def __init__(self, *, slow_service: QuantityInput, fast_service: QuantityInput, utilization: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> MM1ServiceSpeedup: ...
    @property
    def slow_service(self) -> Quantity:
        """Input: Mean service time before. Given in ms."""
    @property
    def fast_service(self) -> Quantity:
        """Input: Mean service time after. Given in ms."""
    @property
    def utilization(self) -> float:
        """Input: Utilization of the slow server."""
    @property
    def arrival_rate(self) -> Quantity:
        """Arrival rate both servers see. In 1/s.

        = utilization / slow_service
        """
    @property
    def fast_utilization(self) -> float:
        """Utilization of the fast server.

        = utilization * (fast_service / slow_service)
        """
    @property
    def slow_time(self) -> Quantity:
        """Mean time in system before. In ms.

        = mm1_time_in_system(slow_service, utilization)
        """
    @property
    def fast_time(self) -> Quantity:
        """Mean time in system after. In ms.

        = mm1_time_in_system(fast_service, fast_utilization)
        """
    @property
    def slow_wait(self) -> Quantity:
        """Mean queueing wait before. In ms.

        = slow_time - slow_service
        """
    @property
    def fast_wait(self) -> Quantity:
        """Mean queueing wait after. In ms.

        = fast_time - fast_service
        """
    @property
    def service_gain(self) -> float:
        """How many times faster the service got.

        = slow_service / fast_service
        """
    @property
    def time_gain(self) -> float:
        """How many times shorter the time in system got.

        = slow_time / fast_time
        """
    @property
    def wait_gain(self) -> float:
        """How many times shorter the queueing wait got.

        = slow_wait / fast_wait
        """

class PrecomputeVersusOnDemand(Scenario):
    """A set of items answered one at a time on demand, against precomputing them all offline at a large-batch rate.

    On demand, each item takes the batch-one latency of the service; offline, the machine runs
    at its large-batch rate. The totals are machine time, and their ratio is how many times
    more machine time answering on demand takes. The on-demand latency budget is stated as
    context: no member reads it.
    """
    def __init__(self, *, items: int, on_demand_time: QuantityInput, offline_rate: QuantityInput, latency_budget: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PrecomputeVersusOnDemand: ...
    @property
    def items(self) -> int:
        """Input: Items to answer."""
    @property
    def on_demand_time(self) -> Quantity:
        """Input: Time to answer one item on demand, at batch one. Given in ms."""
    @property
    def offline_rate(self) -> Quantity:
        """Input: Items a second when precomputing in large batches. Given in 1/s."""
    @property
    def latency_budget(self) -> Quantity:
        """Input: Deadline of the on-demand service; context only. Given in ms."""
    @property
    def on_demand_total(self) -> Quantity:
        """Machine time to answer every item on demand. In s.

        = items * on_demand_time
        """
    @property
    def offline_total(self) -> Quantity:
        """Machine time to precompute every item. In s.

        = items / offline_rate
        """
    @property
    def ratio(self) -> float:
        """How many times more machine time on demand takes.

        = on_demand_total / offline_total
        """

class ReplicaStartup(Scenario):
    """The startup phases of a serving replica, and the time a warm start and a cold start take.

    Each phase has a time; a warm start and a cold start each pay a listed sequence of the
    phases, one after another. Some phases may also carry a stated low-to-high range, which is
    context: the totals use the phase times.
    """
    def __init__(self, *, phases: Mapping[str, QuantityInput] | str, ranges: Mapping[str, Sequence[QuantityInput] | str] | str = ..., warm_path: Sequence[str] | str, cold_path: Sequence[str] | str) -> None: ...
    def with_inputs(self, **changes: object) -> ReplicaStartup: ...
    @property
    def phases(self) -> dict[str, Quantity]:
        """Input: Time of each startup phase. Given in s."""
    @property
    def ranges(self) -> dict[str, list[Quantity]]:
        """Input: A stated low and high time for phases given as a range; context only."""
    @property
    def warm_path(self) -> list[str]:
        """Input: Phases a warm start pays, in order."""
    @property
    def cold_path(self) -> list[str]:
        """Input: Phases a cold start pays, in order."""
    @property
    def warm_total(self) -> Quantity:
        """Time of a warm start. In s.

        = { let mut total = seconds(0.0); for phase in &warm_path { total += phases[phase]; } total }
        """
    @property
    def cold_total(self) -> Quantity:
        """Time of a cold start. In s.

        = { let mut total = seconds(0.0); for phase in &cold_path { total += phases[phase]; } total }
        """

class ServingInstanceCost(Scenario):
    """Cost per request of instance types priced by the hour, and how many small instances buy the capacity of one large one.

    Each instance type has an hourly price and the request rate it sustains when saturated. A
    million requests cost the price over the rate, times a million. Against a small type, a
    large one is worth its price when it serves at least the price ratio times the small type's
    rate; the small instances one large instance's price buys (strictly cheaper) serve that many
    times the small rate.
    """
    def __init__(self, *, prices: Mapping[str, QuantityInput] | str, rates: Mapping[str, QuantityInput] | str, small: str, large: str) -> None: ...
    def with_inputs(self, **changes: object) -> ServingInstanceCost: ...
    @property
    def prices(self) -> dict[str, Quantity]:
        """Input: Hourly price of each instance type. Given in USD/h."""
    @property
    def rates(self) -> dict[str, Quantity]:
        """Input: Requests a second each instance type sustains when saturated. Given in req/s."""
    @property
    def small(self) -> str:
        """Input: The smaller instance type compared."""
    @property
    def large(self) -> str:
        """Input: The larger instance type compared."""
    @property
    def price_ratio(self) -> float:
        """Price of the large type over the small one.

        = prices[large] / prices[small]
        """
    @property
    def breakeven_rate(self) -> Quantity:
        """Rate at which the large type's price buys the same capacity of small instances. In 1/s.

        = price_ratio * rates[small]
        """
    @property
    def small_within_large_price(self) -> int:
        """Small instances that cost strictly less than one large instance.

        = ceil(price_ratio) - 1
        """
    @property
    def small_fleet_rate(self) -> Quantity:
        """Rate of that many small instances together. In 1/s.

        = small_within_large_price * rates[small]
        """
    def cost_per_million(self, name: str) -> Quantity:
        """Cost of a million requests on instance type `name`. In USD.

        = price_per_request(prices[name], rates[name]) * 1e6
        """
    def requests_per_hour(self, name: str) -> float:
        """Requests one hour of instance type `name` serves.

        = rates[name] * hours(1.0)
        """

class TrafficSurge(Scenario):
    """A service sized for a normal request rate that receives a surge: how many times the normal load arrives.

    Only the surge factor is computed; the latencies before and during the surge are stated as
    context (once arrivals exceed capacity the queue grows for as long as the surge lasts, so no
    steady latency exists).
    """
    def __init__(self, *, normal_rate: QuantityInput, surge_rate: QuantityInput, normal_latency: QuantityInput, surge_latency: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> TrafficSurge: ...
    @property
    def normal_rate(self) -> Quantity:
        """Input: Requests a second the service was sized for. Given in req/s."""
    @property
    def surge_rate(self) -> Quantity:
        """Input: Requests a second during the surge. Given in req/s."""
    @property
    def normal_latency(self) -> Quantity:
        """Input: Latency at the normal rate; context only. Given in ms."""
    @property
    def surge_latency(self) -> Quantity:
        """Input: Latency once the queue has grown during the surge; context only. Given in s."""
    @property
    def surge_factor(self) -> float:
        """How many times the normal rate arrives.

        = surge_rate / normal_rate
        """

class KvDecodeBatch(Scenario):
    """Batched decode on one accelerator when every sequence also reads its own key-value cache.

    Each decode step reads the weights once and, for every sequence of the batch, that
    sequence's whole cache: a step moves W + B·m bytes and takes that over the memory
    bandwidth, so the aggregate token rate B / step climbs toward bandwidth / m as the caches
    come to dominate. A latency target per token caps the batch where the step reaches it, and
    the memory caps it where the caches fill what the weights leave. The prompt is prefilled at a
    share of the accelerator's peak at one precision.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, weight_bytes_per_param: QuantityInput, kv_bytes_per_value: QuantityInput, context_tokens: int, batch_sizes: Sequence[int] | str, prompt_tokens: int, prefill_efficiency: RatioInput, peak_precision: str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> KvDecodeBatch: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator it runs on."""
    @property
    def weight_bytes_per_param(self) -> Quantity:
        """Input: Storage width of one weight. Given in B."""
    @property
    def kv_bytes_per_value(self) -> Quantity:
        """Input: Storage width of one cached key or value number. Given in B."""
    @property
    def context_tokens(self) -> int:
        """Input: Tokens of context every sequence's cache holds."""
    @property
    def batch_sizes(self) -> list[int]:
        """Input: Batch sizes to compare."""
    @property
    def prompt_tokens(self) -> int:
        """Input: Tokens of the prompt to prefill."""
    @property
    def prefill_efficiency(self) -> float:
        """Input: Share of the peak rate prefill sustains."""
    @property
    def peak_precision(self) -> str:
        """Input: The number format whose peak rate prefill runs at."""
    @property
    def weights(self) -> Quantity:
        """Bytes of the weights. In GB.

        = weight_bytes(workload, weight_bytes_per_param)
        """
    @property
    def kv_per_token(self) -> Quantity:
        """Cache one token of one sequence holds. In B.

        = model_kv_cache(workload, 1, 1, kv_bytes_per_value)
        """
    @property
    def kv_per_sequence(self) -> Quantity:
        """Cache one sequence of a full context holds. In MB.

        = kv_per_token * context_tokens
        """
    @property
    def bandwidth(self) -> Quantity:
        """The accelerator's memory bandwidth.

        = hardware.memory_bandwidth
        """
    @property
    def rate_ceiling(self) -> Quantity:
        """Tokens a second when the caches are the whole step. In tok/s.

        = bandwidth / kv_per_sequence
        """
    @property
    def max_batch_in_memory(self) -> int:
        """Largest batch whose weights and full caches fit the accelerator's memory; negative when
        the weights alone do not fit.

        = floor((hardware.memory_capacity - weights) / kv_per_sequence)
        """
    @property
    def peak_rate(self) -> Quantity:
        """The peak rate at `peak_precision`.

        = hardware.peak_at(peak_precision)
        """
    @property
    def ridge(self) -> Quantity:
        """The intensity where the peak rate meets the bandwidth.

        = ridge_point(peak_rate, bandwidth)
        """
    @property
    def prefill_ops(self) -> Quantity:
        """Work of prefilling the prompt.

        = workload.forward_flops() * prompt_tokens
        """
    @property
    def prefill_time(self) -> Quantity:
        """Time to prefill the prompt at the sustained share of the peak. In ms.

        = compute_time(prefill_ops, peak_rate * prefill_efficiency)
        """
    def step_bytes(self, batch_size: int) -> Quantity:
        """Bytes one decode step reads at `batch_size`. In GB.

        = weights + batch_size * kv_per_sequence
        """
    def step_time(self, batch_size: int) -> Quantity:
        """Time of one decode step at `batch_size`: its bytes at the memory bandwidth. In ms.

        = transfer_time(step_bytes(batch_size), bandwidth)
        """
    def token_rate(self, batch_size: int) -> Quantity:
        """Tokens a second the batch produces together. In tok/s.

        = batch_size / step_time(batch_size)
        """
    def cache_share(self, batch_size: int) -> float:
        """Share of a step's bytes that are caches.

        = batch_size * kv_per_sequence / step_bytes(batch_size)
        """
    def max_batch_within(self, tpot: QuantityInput) -> int:
        """Largest batch whose step stays within `tpot`; negative when the weights alone exceed it.

        = floor((tpot * bandwidth - weights) / kv_per_sequence)
        """

class SingleAcceleratorLlmService(Scenario):
    """An LLM chat service on one accelerator: latency, how many requests the cache reserve holds, the request rate, and what a token costs.

    The model side follows the reference's serving model: the time to first token is the
    prompt's prefill work at a share of the prefill peak plus a dispatch tax, and the weights
    take their precision's width. A token after the first costs a read of the weights and one
    request's whole cache at the memory bandwidth, plus the model's per-layer framework tax. The
    cache reserve over the cache a token holds gives the resident tokens, and whole resident
    requests. Requests are admitted at the lesser of two rates: prefill's (prompt tokens a
    second over the prompt) and the residency's (resident requests over one request's time, by
    Little's law). Tokens an hour count the prompt and the answer; the hourly price spread over
    them is the cost of a million tokens.
    """
    def __init__(self, *, workload: ModelInput, hardware: HardwareInput, precision: str, kv_bytes_per_value: QuantityInput, prompt_tokens: int, decode_tokens: int, prefill_efficiency: RatioInput, kv_reserve: QuantityInput, prefill_rate: QuantityInput, price: QuantityInput, dispatch_tax: QuantityInput, layer_tax: QuantityInput = ..., ttft_target: QuantityInput | None = ..., tpot_target: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SingleAcceleratorLlmService: ...
    @property
    def workload(self) -> Entry:
        """Input: The transformer served."""
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator it runs on."""
    @property
    def precision(self) -> str:
        """Input: Storage format of the weights, which the serving model also prefills at."""
    @property
    def kv_bytes_per_value(self) -> Quantity:
        """Input: Storage width of one cached key or value number. Given in B."""
    @property
    def prompt_tokens(self) -> int:
        """Input: Tokens of the prompt."""
    @property
    def decode_tokens(self) -> int:
        """Input: Tokens of the answer."""
    @property
    def prefill_efficiency(self) -> float:
        """Input: Share of the prefill peak prefill sustains."""
    @property
    def kv_reserve(self) -> Quantity:
        """Input: Memory set aside for the key-value cache. Given in GiB."""
    @property
    def prefill_rate(self) -> Quantity:
        """Input: Prompt tokens a second prefill admits. Given in tok/s."""
    @property
    def price(self) -> Quantity:
        """Input: Hourly price of the accelerator. Given in USD/h."""
    @property
    def dispatch_tax(self) -> Quantity:
        """Input: Host time to dispatch a prefill, which the reference's hardware registry states per
        accelerator. Given in ms.
        """
    @property
    def layer_tax(self) -> Quantity:
        """Input: Framework time per layer of every decode step (the reference's calibration constant). Given in ms."""
    @property
    def ttft_target(self) -> Quantity | None:
        """Input: Target time to first token; context only. Given in ms."""
    @property
    def tpot_target(self) -> Quantity | None:
        """Input: Target time per output token; context only. Given in ms."""
    @property
    def total_tokens(self) -> int:
        """Tokens of one conversation: prompt and answer.

        = prompt_tokens + decode_tokens
        """
    @property
    def ttft(self) -> Quantity:
        """Time to first token for the prompt alone. In ms.

        = serving_model_ttft(workload, hardware, precision, prompt_tokens, 1, prefill_efficiency, dispatch_tax)
        """
    @property
    def weights(self) -> Quantity:
        """Bytes of the weights at `precision`. In GB.

        = weight_bytes(workload, precision_storage_width(precision))
        """
    @property
    def bandwidth(self) -> Quantity:
        """The accelerator's memory bandwidth.

        = hardware.memory_bandwidth
        """
    @property
    def kv_per_token(self) -> Quantity:
        """Cache one token holds. In B.

        = model_kv_cache(workload, 1, 1, kv_bytes_per_value)
        """
    @property
    def kv_per_request(self) -> Quantity:
        """Cache one whole conversation holds. In B.

        = model_kv_cache(workload, total_tokens, 1, kv_bytes_per_value)
        """
    @property
    def weight_floor(self) -> Quantity:
        """Time to read the weights once. In s.

        = transfer_time(weights, bandwidth)
        """
    @property
    def dispatch_cost(self) -> Quantity:
        """The serving model's step time beyond its bandwidth term. In ms.

        = serving_model_itl(workload, hardware, precision, total_tokens, 1, layer_tax) - transfer_time(serving_model_memory(workload, precision, total_tokens, 1), bandwidth)
        """
    @property
    def tpot(self) -> Quantity:
        """Time per output token: the weights and one conversation's cache read once, plus the
        dispatch cost. In s.

        = transfer_time(weights + kv_per_request, bandwidth) + dispatch_cost
        """
    @property
    def decode_time(self) -> Quantity:
        """Time to generate the answer. In s.

        = decode_tokens * tpot
        """
    @property
    def kv_capacity_tokens(self) -> int:
        """Tokens the cache reserve holds, to the nearest whole token.

        = round_half_even(kv_reserve / kv_per_token)
        """
    @property
    def resident_requests(self) -> int:
        """Whole conversations the cache reserve holds.

        = floor_div(kv_capacity_tokens, total_tokens)
        """
    @property
    def request_time(self) -> Quantity:
        """Time one request holds its cache: a prefill of the whole conversation, then the answer. In s.

        = serving_model_ttft(workload, hardware, precision, total_tokens, 1, prefill_efficiency, dispatch_tax) + decode_time
        """
    @property
    def prefill_request_rate(self) -> Quantity:
        """Requests a second prefill admits. In req/s.

        = prefill_rate / prompt_tokens
        """
    @property
    def residency_request_rate(self) -> Quantity:
        """Requests a second the resident caches turn over, by Little's law. In req/s.

        = littles_law_rate(resident_requests, request_time)
        """
    @property
    def request_rate(self) -> Quantity:
        """Requests a second the service sustains: the lesser of the two. In req/s.

        = min(prefill_request_rate, residency_request_rate)
        """
    @property
    def tokens_per_hour(self) -> float:
        """Prompt and answer tokens an hour.

        = request_rate * hours(1.0) * total_tokens
        """
    @property
    def cost_per_million_tokens(self) -> Quantity:
        """Cost of a million tokens at the hourly price. In USD.

        = price * hours(1.0) / (tokens_per_hour / 1e6)
        """
    @property
    def remaining_memory(self) -> Quantity:
        """Memory left beside the weights, which holds the cache reserve. In GB.

        = hardware.memory_capacity - weights
        """

class TokenEnergy(Scenario):
    """Energy per generated token: the node's power over the tokens it produces a second, when well used and when poorly used.

    The node draws the accelerator's power plus a host share whether a decode step carries one
    sequence or many, so the same power spread over fewer tokens costs more per token. Well
    used, a number of concurrent requests each stream tokens at a rate; poorly used, the rate is
    a fraction of that while the accelerator still draws a stated lower power.
    """
    def __init__(self, *, accelerator_power: QuantityInput, host_power: QuantityInput, low_use_accelerator_power: QuantityInput, concurrent_requests: int, per_request_rate: QuantityInput, response_tokens: int, low_use_fraction: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> TokenEnergy: ...
    @property
    def accelerator_power(self) -> Quantity:
        """Input: Power the accelerator draws when well used. Given in W."""
    @property
    def host_power(self) -> Quantity:
        """Input: The host's share of power. Given in W."""
    @property
    def low_use_accelerator_power(self) -> Quantity:
        """Input: Power the accelerator draws when poorly used. Given in W."""
    @property
    def concurrent_requests(self) -> int:
        """Input: Requests served at once."""
    @property
    def per_request_rate(self) -> Quantity:
        """Input: Tokens a second each request receives. Given in tok/s."""
    @property
    def response_tokens(self) -> int:
        """Input: Tokens of one response."""
    @property
    def low_use_fraction(self) -> float:
        """Input: The poorly used token rate as a share of the well-used one."""
    @property
    def node_power(self) -> Quantity:
        """Power the node draws when well used. In W.

        = accelerator_power + host_power
        """
    @property
    def low_use_power(self) -> Quantity:
        """Power the node draws when poorly used. In W.

        = low_use_accelerator_power + host_power
        """
    @property
    def token_rate(self) -> Quantity:
        """Tokens a second when well used. In tok/s.

        = concurrent_requests * per_request_rate
        """
    @property
    def joules_per_token(self) -> Quantity:
        """Energy per token when well used. In J.

        = energy_per_token(token_rate, false)
        """
    @property
    def response_energy(self) -> Quantity:
        """Energy of one response when well used. In J.

        = joules_per_token * response_tokens
        """
    @property
    def low_use_token_rate(self) -> Quantity:
        """Tokens a second when poorly used. In tok/s.

        = token_rate * low_use_fraction
        """
    @property
    def low_use_joules_per_token(self) -> Quantity:
        """Energy per token when poorly used. In J.

        = energy_per_token(low_use_token_rate, true)
        """
    @property
    def low_use_ratio(self) -> float:
        """How many times more energy a token takes when poorly used.

        = low_use_joules_per_token / joules_per_token
        """
    def energy_per_token(self, rate: QuantityInput, low_use: bool) -> Quantity:
        """Energy per token at `rate`, at the poorly used power when `low_use`. In J.

        = energy_per_item(if low_use { low_use_power } else { node_power }, rate)
        """

class BatchingKnee(Scenario):
    """A batch's service time as a fixed cost plus a cost per request, and the batch where the two are equal.

    Serving a batch of B requests takes S(B) = t₀ + B·t_req: t₀ is paid once a batch (launches,
    one read of the weights), t_req for each request. Throughput B ÷ S(B) climbs toward its
    ceiling 1 ÷ t_req; at the knee B = t₀ ÷ t_req the two costs are equal and it reaches half
    the ceiling. Per batch size the scenario gives the service time, the throughput, the time
    per request, and the shares of the ceiling reached and of the time that is fixed.
    """
    def __init__(self, *, fixed_time: QuantityInput, per_request_time: QuantityInput, batch_sizes: Sequence[int] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> BatchingKnee: ...
    @property
    def fixed_time(self) -> Quantity:
        """Input: Time a batch costs once, whatever its size. Given in ms."""
    @property
    def per_request_time(self) -> Quantity:
        """Input: Time each request of a batch adds. Given in ms."""
    @property
    def batch_sizes(self) -> list[int]:
        """Input: Batch sizes at which to report the service."""
    @property
    def knee(self) -> float:
        """The batch at which the per-request time equals the fixed time.

        = batch_knee(fixed_time, per_request_time)
        """
    def throughput_share(self, batch_size: int) -> float:
        """Throughput at `batch_size` as a share of its ceiling 1 ÷ t_req.

        = batch_throughput_share(batch_size, fixed_time, per_request_time)
        """
    def service_time(self, batch_size: int) -> Quantity:
        """Time to serve one batch of `batch_size`. In ms.

        = batch_service_time(fixed_time, per_request_time, batch_size)
        """
    def throughput(self, batch_size: int) -> Quantity:
        """Requests a second when batches of `batch_size` run back to back. In req/s.

        = batch_size / service_time(batch_size)
        """
    def time_per_request(self, batch_size: int) -> Quantity:
        """A batch's service time divided among its requests. In ms.

        = service_time(batch_size) / batch_size
        """
    def fixed_share(self, batch_size: int) -> float:
        """Share of a batch's service time that does not depend on its size.

        = fixed_time / service_time(batch_size)
        """

class LittlesLaw(Scenario):
    """Requests inside a serving system by Little's law, and the replicas a batch service time asks for.

    The mean number of requests inside is the arrival rate times the mean time each spends
    inside. With a batch size and the time a batch takes, one replica serves B ÷ S requests a
    second; the fleet needs the arrival rate over that, rounded up, and more to run at a target
    utilization; it then holds replicas × B execution slots, of which λ·S are busy on average.
    """
    def __init__(self, *, arrival_rate: QuantityInput, time_in_system: QuantityInput, batch_size: int | None = ..., batch_service_time: QuantityInput | None = ..., utilization_target: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> LittlesLaw: ...
    @property
    def arrival_rate(self) -> Quantity:
        """Input: Requests arriving. Given in req/s."""
    @property
    def time_in_system(self) -> Quantity:
        """Input: Mean time a request spends inside the system. Given in ms."""
    @property
    def batch_size(self) -> int | None:
        """Input: Requests a replica serves in one batch."""
    @property
    def batch_service_time(self) -> Quantity | None:
        """Input: Time a replica takes to serve one batch. Given in ms."""
    @property
    def utilization_target(self) -> float | None:
        """Input: Mean utilization the fleet is sized for."""
    @property
    def in_flight(self) -> float:
        """Mean requests inside the system.

        = littles_law_occupancy(arrival_rate, time_in_system)
        """
    @property
    def replica_throughput(self) -> Quantity:
        """Requests a second one replica serves. In req/s.

        = batch_size / batch_service_time
        """
    @property
    def throughput_floor(self) -> int:
        """Replicas that keep up at full utilization.

        = ceil(arrival_rate / replica_throughput)
        """
    @property
    def replicas_needed(self) -> int:
        """Replicas at the target utilization.

        = ceil(arrival_rate / (utilization_target * replica_throughput))
        """
    @property
    def executing_positions(self) -> int:
        """Execution slots those replicas hold.

        = replicas_needed * batch_size
        """
    @property
    def mean_executing(self) -> float:
        """Mean requests executing at once.

        = littles_law_occupancy(arrival_rate, batch_service_time)
        """
    @property
    def service_utilization(self) -> float:
        """Utilization the rounded-up fleet runs at.

        = arrival_rate / (replicas_needed * replica_throughput)
        """

class ServingCost(Scenario):
    """A model's one-time training cost against its first year of serving.

    Users send requests every day at a flat cost per request; a year of that is compared with
    the training bill, priced again after an efficiency gain, and turned into the number of
    months (and weeks) after which serving has cost as much as training did.
    """
    def __init__(self, *, training_cost: QuantityInput, daily_users: int, requests_per_user_per_day: int, cost_per_request: QuantityInput, efficiency_gain: RatioInput, days_per_year: int) -> None: ...
    def with_inputs(self, **changes: object) -> ServingCost: ...
    @property
    def training_cost(self) -> Quantity:
        """Input: One-time cost of training the model. Given in USD."""
    @property
    def daily_users(self) -> int:
        """Input: Users a day."""
    @property
    def requests_per_user_per_day(self) -> int:
        """Input: Requests each user sends a day."""
    @property
    def cost_per_request(self) -> Quantity:
        """Input: Cost of serving one request. Given in USD."""
    @property
    def efficiency_gain(self) -> float:
        """Input: Share of the cost per request an optimization saves."""
    @property
    def days_per_year(self) -> int:
        """Input: Days in the serving year."""
    @property
    def daily_requests(self) -> int:
        """Requests a day.

        = daily_users * requests_per_user_per_day
        """
    @property
    def annual_requests(self) -> int:
        """Requests a year.

        = daily_requests * days_per_year
        """
    @property
    def annual_serving_cost(self) -> Quantity:
        """What a year of serving costs. In USD.

        = annual_requests * cost_per_request
        """
    @property
    def serving_to_training(self) -> float:
        """A year of serving as a multiple of the training cost.

        = annual_serving_cost / training_cost
        """
    @property
    def efficiency_savings(self) -> Quantity:
        """What the efficiency gain saves in a year. In USD.

        = annual_serving_cost * efficiency_gain
        """
    @property
    def monthly_serving_cost(self) -> Quantity:
        """What a month of serving costs. In USD.

        = annual_serving_cost / 12.0
        """
    @property
    def crossover_months(self) -> float:
        """Months of serving that cost as much as training.

        = { require(monthly_serving_cost.value > 0.0, "serving costs nothing here, so it never catches up with training"); training_cost / monthly_serving_cost }
        """
    @property
    def crossover_weeks(self) -> float:
        """The same, in weeks.

        = crossover_months * days_per_year / 12.0 / 7.0
        """

class ServingTax(Scenario):
    """A request's end-to-end latency target split between the model's own execution and the rest of the request path.

    What the model does not take is left for routing, network, serialization, coordination and
    queueing. A number of sequential network exchanges on the path is priced at a low and a
    high latency per exchange.
    """
    def __init__(self, *, latency_target: QuantityInput, model_time: QuantityInput, exchanges: int, exchange_low: QuantityInput, exchange_high: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ServingTax: ...
    @property
    def latency_target(self) -> Quantity:
        """Input: The request's end-to-end latency target. Given in ms."""
    @property
    def model_time(self) -> Quantity:
        """Input: The model's execution time on an idle replica. Given in ms."""
    @property
    def exchanges(self) -> int:
        """Input: Sequential network exchanges on the request path."""
    @property
    def exchange_low(self) -> Quantity:
        """Input: Latency of one exchange at the low end. Given in µs."""
    @property
    def exchange_high(self) -> Quantity:
        """Input: Latency of one exchange at the high end. Given in µs."""
    @property
    def outside_model(self) -> Quantity:
        """Time left outside the model. In ms.

        = latency_target - model_time
        """
    @property
    def exchanges_low(self) -> Quantity:
        """The exchanges at the low latency. In ms.

        = exchanges * exchange_low
        """
    @property
    def exchanges_high(self) -> Quantity:
        """The exchanges at the high latency. In ms.

        = exchanges * exchange_high
        """

class Cooling(Scenario):
    """The coolant flow that carries a heat load away at a given temperature rise, by air or by water.

    In steady state every watt the equipment draws leaves as heat, so the coolant must carry the
    load with its temperature rising by `temperature_rise`: the mass flow is the load over the
    specific heat times the rise, and the volume flow follows from the coolant's density.
    Water's specific heat is about four times air's and its density about 830 times, so water
    carries the same heat in thousands of times less volume.
    """
    def __init__(self, *, heat_load: QuantityInput, temperature_rise: QuantityInput, coolant: str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> Cooling: ...
    @property
    def heat_load(self) -> Quantity:
        """Input: Heat to carry away: the power drawn. Given in kW."""
    @property
    def temperature_rise(self) -> Quantity:
        """Input: Rise of the coolant's temperature from inlet to outlet. Given in K."""
    @property
    def coolant(self) -> str:
        """Input: The coolant: `air` or `water`."""
    @property
    def specific_heat(self) -> Quantity:
        """Specific heat capacity of the coolant. In J/(kilogram·K).

        = if coolant == "water" { crate::facility::WATER_SPECIFIC_HEAT } else { crate::facility::AIR_SPECIFIC_HEAT }
        """
    @property
    def density(self) -> Quantity:
        """Density of the coolant. In kilogram/m³.

        = if coolant == "water" { crate::facility::WATER_DENSITY } else { crate::facility::AIR_DENSITY }
        """
    @property
    def mass_flow(self) -> Quantity:
        """Mass of coolant that must flow each second. In kilogram/s.

        = coolant_mass_flow(heat_load, specific_heat, temperature_rise)
        """
    @property
    def volume_flow(self) -> Quantity:
        """Volume of coolant that must flow each second. In L/s.

        = mass_flow / density
        """

class PowerTransient(Scenario):
    """A barrier-aligned load step: each accelerator jumps from its communication-phase power to its rated power at once, on its own core rail and across the cluster.

    When a collective barrier releases every device from communication into dense arithmetic,
    each steps toward its rated power together. On one device's core rail the step is a change
    of current, the power step over the rail voltage, and the board loop's inductance turns a
    fast edge into a voltage droop, L × dI ÷ dt. Across the cluster the same step, aligned by
    the barrier, is a power ramp the facility's supply must follow.
    """
    def __init__(self, *, hardware: HardwareInput, low_power: QuantityInput, rail_voltage: QuantityInput, loop_inductance: QuantityInput, rise_times: Mapping[str, QuantityInput] | str, n_devices: int, ramp_window: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PowerTransient: ...
    @property
    def hardware(self) -> Entry:
        """Input: The accelerator: its rated power is the top of the step."""
    @property
    def low_power(self) -> Quantity:
        """Input: Power of one device in the communication phase, before the step. Given in W."""
    @property
    def rail_voltage(self) -> Quantity:
        """Input: Voltage of the accelerator's core rail. Given in V."""
    @property
    def loop_inductance(self) -> Quantity:
        """Input: Inductance of the loop from the voltage regulator to the package. Given in pH."""
    @property
    def rise_times(self) -> dict[str, Quantity]:
        """Input: Rise times of the current's edge, by name. Given in ns."""
    @property
    def n_devices(self) -> int:
        """Input: Devices that step together."""
    @property
    def ramp_window(self) -> Quantity:
        """Input: Time over which the whole cluster's step arrives. Given in µs."""
    @property
    def high_power(self) -> Quantity:
        """Rated power of one device: the top of the step. In W.

        = from_registry(hardware.tdp, "rated power", hardware.path)
        """
    @property
    def power_step(self) -> Quantity:
        """Power step of one device. In W.

        = high_power - low_power
        """
    @property
    def current_step(self) -> Quantity:
        """Current step on one device's core rail. In A.

        = rail_current_step(power_step, rail_voltage)
        """
    @property
    def droop(self) -> dict[str, Quantity]:
        """Voltage droop for each rise time. In mV.

        = inductive_droop(L, ΔI, t_rise), for each rise time
        """
    @property
    def droop_share(self) -> dict[str, float]:
        """Each droop as a share of the rail voltage.

        = droop ÷ rail voltage, for each rise time
        """
    @property
    def cluster_power_step(self) -> Quantity:
        """Power step of the whole cluster. In kW.

        = n_devices * power_step
        """
    @property
    def ramp_rate(self) -> Quantity:
        """How fast the cluster's power rises across the window. In GW/s.

        = cluster_power_step / ramp_window
        """

class AccuracyFrontier(Scenario):
    """A hypothetical frontier of accuracy against disparity, rising from a floor at zero disparity towards floor + span, with named candidate models placed on it."""
    def __init__(self, *, floor: RatioInput, span: RatioInput, rate: RatioInput, candidates: Mapping[str, RatioInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> AccuracyFrontier: ...
    @property
    def floor(self) -> float:
        """Input: Accuracy at zero disparity."""
    @property
    def span(self) -> float:
        """Input: Accuracy gained as disparity grows without bound."""
    @property
    def rate(self) -> float:
        """Input: How fast the accuracy approaches its ceiling, per unit of disparity."""
    @property
    def candidates(self) -> dict[str, float]:
        """Input: Disparity of each candidate model, by name."""
    def accuracy(self, disparity: RatioInput) -> float:
        """Accuracy on the frontier at `disparity`.

        = floor + span * (1.0 - exp(-rate * disparity))
        """
    def point(self, name: str) -> list[float]:
        """A candidate's place on the frontier: [disparity, accuracy].

        = { let disparity = candidates[name]; vec![disparity, accuracy(disparity) ?] }
        """
    def disparity_ratio(self, worse: str, better: str) -> float:
        """The disparity of `worse` over that of `better`.

        = candidates[worse] / candidates[better]
        """

class BiasFeedback(Scenario):
    """A disparity that passed its release gate at launch, fed back through retraining: the cycle at which it breaches the gate, and what sampling the censored outcomes changes.

    The factor is refit from the next audit (next gap over launch gap), and the gap after k
    cycles is the launch gap times the factor to the k. All gaps and the gate are in
    percentage points. Sampling the outcomes of marginal denials refits the factor to
    `sampled_factor`; an unmitigated gap is carried over `horizon_cycles` for comparison.
    """
    def __init__(self, *, launch_gap: RatioInput, next_audit_gap: RatioInput, gate: RatioInput, sampled_factor: RatioInput, unmitigated_gap: RatioInput, horizon_cycles: int) -> None: ...
    def with_inputs(self, **changes: object) -> BiasFeedback: ...
    @property
    def launch_gap(self) -> float:
        """Input: The gap at launch, in points."""
    @property
    def next_audit_gap(self) -> float:
        """Input: The gap at the next audit, in points."""
    @property
    def gate(self) -> float:
        """Input: The release gate on the gap, in points."""
    @property
    def sampled_factor(self) -> float:
        """Input: The factor refit once censored outcomes are sampled."""
    @property
    def unmitigated_gap(self) -> float:
        """Input: A gap left without mitigation, in points."""
    @property
    def horizon_cycles(self) -> int:
        """Input: Retraining cycles of the comparison horizon."""
    @property
    def factor(self) -> float:
        """The factor each cycle multiplies the gap by.

        = next_audit_gap / launch_gap
        """
    @property
    def crossing(self) -> float:
        """Cycles, not rounded, at which the gap reaches the gate.

        = cycles_to_gate(launch_gap, factor, gate)
        """
    @property
    def breach_cycle(self) -> int:
        """The first whole cycle at which the gate fails.

        = ceil(crossing)
        """
    @property
    def gap_at_breach(self) -> float:
        """The gap at the breach cycle.

        = gap_at(breach_cycle)
        """
    @property
    def unmitigated_at_horizon(self) -> float:
        """The unmitigated gap after `horizon_cycles` at the refit factor.

        = feedback_disparity(unmitigated_gap, factor, horizon_cycles)
        """
    @property
    def sampled_gap_at_breach(self) -> float:
        """The gap at the breach cycle once outcomes are sampled.

        = gap_at_factor(breach_cycle, sampled_factor)
        """
    def gap_at(self, cycles: int) -> float:
        """The gap after `cycles` cycles at the refit factor.

        = feedback_disparity(launch_gap, factor, cycles)
        """
    def gap_at_factor(self, cycles: int, other_factor: RatioInput) -> float:
        """The gap after `cycles` cycles at `other_factor`.

        = feedback_disparity(launch_gap, other_factor, cycles)
        """

class EqualOpportunityPrice(Scenario):
    """What closing a true-positive-rate gap by moving one group's threshold costs a lender, per applicant of that group and spread over everyone.

    `group`'s TPR is raised to `reference_group`'s; the move also raises its FPR by
    `fpr_increase`. A repaid loan earns `repay_margin` and a default loses `default_loss`. The
    utility per applicant of the group weighs approved repayers by the margin and approved
    defaulters by the loss, each at the group's base rate.
    """
    def __init__(self, *, confusion: GroupConfusion | str | Mapping[str, object], group: str, reference_group: str, repay_margin: QuantityInput, default_loss: QuantityInput, fpr_increase: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> EqualOpportunityPrice: ...
    @property
    def confusion(self) -> GroupConfusion | str:
        """Input: The groups' confusion counts, as a GroupConfusion preset or a table of its inputs."""
    @property
    def group(self) -> str:
        """Input: The group whose threshold moves."""
    @property
    def reference_group(self) -> str:
        """Input: The group whose TPR is the target."""
    @property
    def repay_margin(self) -> Quantity:
        """Input: What a repaid loan earns over its life. Given in USD."""
    @property
    def default_loss(self) -> Quantity:
        """Input: What a defaulted loan loses. Given in USD."""
    @property
    def fpr_increase(self) -> float:
        """Input: Rise in the group's FPR that closes the TPR gap."""
    @property
    def base_rate(self) -> float:
        """The group's base rate p: its share with a positive label.

        = confusion.base_rate(group.clone())
        """
    @property
    def tpr_before(self) -> float:
        """The group's TPR before the move.

        = confusion.tpr(group.clone())
        """
    @property
    def tpr_after(self) -> float:
        """The group's TPR after the move: `reference_group`'s.

        = confusion.tpr(reference_group.clone())
        """
    @property
    def fpr_before(self) -> float:
        """The group's FPR before the move.

        = confusion.fpr(group.clone())
        """
    @property
    def tpr_gap(self) -> float:
        """The rise in TPR the move buys.

        = tpr_after - tpr_before
        """
    @property
    def baseline_utility(self) -> Quantity:
        """Utility per applicant of the group before the move. In USD.

        = tpr_before * base_rate * repay_margin - fpr_before * (1.0 - base_rate) * default_loss
        """
    @property
    def added_repaid_value(self) -> Quantity:
        """Value per applicant of the repayers the move approves. In USD.

        = tpr_gap * base_rate * repay_margin
        """
    @property
    def added_default_cost(self) -> Quantity:
        """Cost per applicant of the defaulters the move approves. In USD.

        = fpr_increase * (1.0 - base_rate) * default_loss
        """
    @property
    def net_change(self) -> Quantity:
        """Change in utility per applicant of the group. In USD.

        = added_repaid_value - added_default_cost
        """
    @property
    def utility_after(self) -> Quantity:
        """Utility per applicant of the group after the move. In USD.

        = baseline_utility + net_change
        """
    @property
    def loss_fraction(self) -> float:
        """Utility given up as a share of the group's baseline.

        = -net_change / baseline_utility
        """
    @property
    def group_share(self) -> float:
        """The group's share of all applicants.

        = confusion.share(group.clone())
        """
    @property
    def population_average_loss(self) -> Quantity:
        """The group's net loss spread over every applicant. In USD.

        = -net_change * group_share
        """

class ExplorationExposure(Scenario):
    """A ranking service's daily impressions, how little of its catalog one user sees, and the impressions a randomized exploration slice serves."""
    def __init__(self, *, daily_users: int, slots_per_user: int, catalog_items: int, explore_share: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> ExplorationExposure: ...
    @property
    def daily_users(self) -> int:
        """Input: Users a day."""
    @property
    def slots_per_user(self) -> int:
        """Input: Items shown to one user a day."""
    @property
    def catalog_items(self) -> int:
        """Input: Items in the catalog."""
    @property
    def explore_share(self) -> float:
        """Input: Share of slots served by randomized exploration."""
    @property
    def impressions(self) -> int:
        """Items shown in a day.

        = daily_users * slots_per_user
        """
    @property
    def catalog_coverage(self) -> float:
        """Share of the catalog one user sees in a day.

        = slots_per_user / catalog_items
        """
    @property
    def explore_impressions(self) -> float:
        """Impressions served by exploration in a day.

        = impressions * explore_share
        """

class SubgroupEvaluationBudget(Scenario):
    """The labeled data a per-group evaluation needs: the draws that pin one group's rate, the collection random sampling needs to meet a small group's target, and the per-group count that pins a gap between two equal groups.

    One group's rate is to lie within `half_width` at `confidence`; the worst case is a rate of
    one half, where the binomial variance is largest. A group that is `group_share` of the
    population yields its `target_per_group` only from `target ÷ share` random draws. The gap
    between two equal groups carries both groups' variances, so it needs twice the draws of
    one rate for the same half-width.
    """
    def __init__(self, *, rate: RatioInput = ..., half_width: RatioInput, confidence: RatioInput, group_share: RatioInput, target_per_group: int, gap_half_width: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> SubgroupEvaluationBudget: ...
    @property
    def rate(self) -> float:
        """Input: The rate measured; one half is the worst case."""
    @property
    def half_width(self) -> float:
        """Input: Half-width wanted on one group's rate."""
    @property
    def confidence(self) -> float:
        """Input: Confidence of the interval."""
    @property
    def group_share(self) -> float:
        """Input: The group's share of the population."""
    @property
    def target_per_group(self) -> int:
        """Input: Examples wanted from the group."""
    @property
    def gap_half_width(self) -> float | None:
        """Input: Half-width wanted on the gap between two equal groups, where stated."""
    @property
    def z(self) -> float:
        """The two-sided normal critical value at `confidence`.

        = normal_quantile(0.5 + confidence / 2.0)
        """
    @property
    def variance(self) -> float:
        """The binomial variance p(1 − p), 0.25 at the worst case.

        = rate * (1.0 - rate)
        """
    @property
    def samples_needed(self) -> int:
        """Draws that pin one group's rate to `half_width`.

        = samples_for_half_width(rate, half_width, z)
        """
    @property
    def random_collection(self) -> float:
        """Random draws expected to yield `target_per_group` from the group.

        = target_per_group / group_share
        """
    @property
    def random_multiple(self) -> float:
        """Random draws per example of the group kept.

        = random_collection / target_per_group
        """
    @property
    def gap_samples_per_group(self) -> int:
        """Draws per group that pin the gap between two equal groups to `gap_half_width`.

        = gap_samples_per_group(rate, gap_half_width, z)
        """
    def gap_samples_at(self, gap_width: RatioInput) -> int:
        """Draws per group that pin the gap between two equal groups to `gap_width`.

        = gap_samples_per_group(rate, gap_width, z)
        """
    def gap_half_width_at(self, n_per_group: int) -> float:
        """Half-width of the gap between two equal groups of `n_per_group` draws each.

        = z * proportion_gap_se(rate, rate, n_per_group, n_per_group)
        """

class AutomationBias(Scenario):
    """A person reviewing an AI's output, who accepts a share of the AI's misses: the best sensitivity the pair can reach.

    The best case assumes the reviewer catches every miss not accepted and never overturns a
    correct detection, so the team's sensitivity is at most one minus the misses accepted.
    `accepted_misses_at` evaluates any acceptance share, such as the ends of the stated range.
    """
    def __init__(self, *, human_sensitivity: RatioInput, ai_sensitivity: RatioInput, miss_acceptance: RatioInput, acceptance_low: RatioInput, acceptance_high: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> AutomationBias: ...
    @property
    def human_sensitivity(self) -> float:
        """Input: Sensitivity of the person working alone."""
    @property
    def ai_sensitivity(self) -> float:
        """Input: Sensitivity of the AI alone."""
    @property
    def miss_acceptance(self) -> float:
        """Input: Share of the AI's misses the reviewer accepts."""
    @property
    def acceptance_low(self) -> float:
        """Input: Low end of the acceptance share's range."""
    @property
    def acceptance_high(self) -> float:
        """Input: High end of the acceptance share's range."""
    @property
    def ai_miss_rate(self) -> float:
        """Share of true cases the AI misses.

        = 1.0 - ai_sensitivity
        """
    @property
    def accepted_misses(self) -> float:
        """Share of true cases lost to misses the reviewer accepts, at `miss_acceptance`.

        = ai_miss_rate * miss_acceptance
        """
    @property
    def team_sensitivity_bound(self) -> float:
        """The most the pair's sensitivity can be.

        = 1.0 - accepted_misses
        """
    @property
    def gain_over_ai(self) -> float:
        """The bound less the AI's own sensitivity.

        = team_sensitivity_bound - ai_sensitivity
        """
    def accepted_misses_at(self, acceptance: RatioInput) -> float:
        """Share of true cases lost to misses the reviewer accepts, at `acceptance`.

        = ai_miss_rate * acceptance
        """

class ConstraintAccuracyCost(Scenario):
    """What a fairness constraint costs in accuracy: the points given up and their share of the accuracy before.

    The accuracies are in percent. `context` carries the rates the policy states (default
    rates, approval rates, thresholds, in percent), so that every figure quoted about the
    policy comes from one place; no member reads it.
    """
    def __init__(self, *, baseline_accuracy: RatioInput, constrained_accuracy: RatioInput, context: Mapping[str, RatioInput] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ConstraintAccuracyCost: ...
    @property
    def baseline_accuracy(self) -> float:
        """Input: Accuracy without the constraint, in percent."""
    @property
    def constrained_accuracy(self) -> float:
        """Input: Accuracy with the constraint, in percent."""
    @property
    def context(self) -> dict[str, float]:
        """Input: The policy's stated rates by name, in percent."""
    @property
    def accuracy_cost(self) -> float:
        """Points of accuracy given up.

        = baseline_accuracy - constrained_accuracy
        """
    @property
    def relative_cost(self) -> float:
        """The accuracy given up as a share of the baseline.

        = accuracy_cost / baseline_accuracy
        """

class DpTrainingPlan(Scenario):
    """An illustrative plan for training with differential privacy at three privacy budgets, and what the strongest costs.

    Each budget ε stands for an accountant's result that is assumed, not computed. The
    strongest budget is assumed to need `cost_multiplier` times the training of one run of
    `base_cost`; the accuracy drops, the share of clipped gradients and the overhead at the
    moderate budget are planning assumptions in percent, stated for the page.
    """
    def __init__(self, *, epsilon_strong: RatioInput, epsilon_moderate: RatioInput, epsilon_weak: RatioInput, base_cost: QuantityInput, cost_multiplier: RatioInput, accuracy_drop_strong: RatioInput, accuracy_drop_moderate: RatioInput, clipped_share: RatioInput, overhead_moderate: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DpTrainingPlan: ...
    @property
    def epsilon_strong(self) -> float:
        """Input: The strongest privacy budget ε."""
    @property
    def epsilon_moderate(self) -> float:
        """Input: The moderate privacy budget ε."""
    @property
    def epsilon_weak(self) -> float:
        """Input: The weakest privacy budget ε."""
    @property
    def base_cost(self) -> Quantity:
        """Input: Cost of one training run without privacy. Given in USD."""
    @property
    def cost_multiplier(self) -> float:
        """Input: Training the strongest budget needs, as a multiple of one run."""
    @property
    def accuracy_drop_strong(self) -> float:
        """Input: Accuracy given up at the strongest budget, in percent."""
    @property
    def accuracy_drop_moderate(self) -> float:
        """Input: Accuracy given up at the moderate budget, in percent."""
    @property
    def clipped_share(self) -> float:
        """Input: Per-example gradients clipped, in percent."""
    @property
    def overhead_moderate(self) -> float:
        """Input: Training overhead at the moderate budget, in percent."""
    @property
    def cost_strong(self) -> Quantity:
        """Cost of training at the strongest budget. In USD.

        = base_cost * cost_multiplier
        """

class ExplanationLog(Scenario):
    """The storage a log fills when every prediction is kept with its explanation: an attribution map for an image model, or a few bytes per feature for tabular attributions.

    `predictions_per_day` over `days_per_month`, each stored with a map of `map_size_low` to
    `map_size_high`; the tabular sizes per feature are stated beside them for comparison.
    """
    def __init__(self, *, predictions_per_day: RatioInput, days_per_month: RatioInput, map_size_low: QuantityInput, map_size_high: QuantityInput, attribution_bytes_low: QuantityInput, attribution_bytes_high: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ExplanationLog: ...
    @property
    def predictions_per_day(self) -> float:
        """Input: Predictions made a day."""
    @property
    def days_per_month(self) -> float:
        """Input: Days counted in a month."""
    @property
    def map_size_low(self) -> Quantity:
        """Input: Smallest attribution map. Given in MB."""
    @property
    def map_size_high(self) -> Quantity:
        """Input: Largest attribution map. Given in MB."""
    @property
    def attribution_bytes_low(self) -> Quantity:
        """Input: Smallest tabular attribution, per feature. Given in B."""
    @property
    def attribution_bytes_high(self) -> Quantity:
        """Input: Largest tabular attribution, per feature. Given in B."""
    @property
    def predictions_per_month(self) -> float:
        """Predictions made in a month.

        = predictions_per_day * days_per_month
        """
    @property
    def monthly_low(self) -> Quantity:
        """A month's log at the smallest map. In TB.

        = predictions_per_month * map_size_low
        """
    @property
    def monthly_high(self) -> Quantity:
        """A month's log at the largest map. In TB.

        = predictions_per_month * map_size_high
        """

class GroupConfusion(Scenario):
    """Binary decisions for two groups or more, given as confusion counts per group, and the group fairness criteria those counts fix.

    A positive decision selects someone (an approval, a flag); a positive label is the outcome
    the decision ought to select. Each group's counts are its true positives `tp`, false
    positives `fp`, false negatives `fn` and true negatives `tn`. Gaps compare the first two
    groups as listed, the first minus the second.
    """
    def __init__(self, *, groups: Mapping[str, Mapping[str, RatioInput] | str] | str) -> None: ...
    def with_inputs(self, **changes: object) -> GroupConfusion: ...
    @property
    def groups(self) -> dict[str, dict[str, float]]:
        """Input: Confusion counts by group: `tp`, `fp`, `fn` and `tn` for each."""
    @property
    def first(self) -> str:
        """The first group listed, the minuend of every gap.

        = groups.names().next().map(String::from).unwrap_or_default()
        """
    @property
    def second(self) -> str:
        """The second group listed, the subtrahend of every gap.

        = groups.names().nth(1).map(String::from).unwrap_or_default()
        """
    @property
    def pooled_positive_rate(self) -> float:
        """Share of all members, every group pooled, given a positive decision.

        = { let mut positive = 0.0; let mut everyone = 0.0; for group in groups.names() { positive += positives(group); everyone += size(group); } positive / everyone }
        """
    @property
    def overall_accuracy(self) -> float:
        """Share of every member of every group decided correctly.

        = { let mut right = 0.0; let mut everyone = 0.0; for group in groups.names() { right += groups[group]["tp"] + groups[group]["tn"]; everyone += size(group); } right / everyone }
        """
    @property
    def disparate_impact(self) -> float:
        """The lower positive rate of the first two groups over the higher.

        = min(positive_rate(first.clone()), positive_rate(second.clone())) / max(positive_rate(first.clone()), positive_rate(second.clone()))
        """
    @property
    def average_odds_difference(self) -> float:
        """Mean of the absolute TPR and FPR gaps between the first two groups.

        = 0.5 * (gap("tpr").abs() + gap("fpr").abs())
        """
    def size(self, group: str) -> float:
        """Members of `group`: every count summed.

        = groups[group]["tp"] + groups[group]["fp"] + groups[group]["fn"] + groups[group]["tn"]
        """
    def positives(self, group: str) -> float:
        """Positive decisions of `group` (approved or flagged), right or wrong.

        = groups[group]["tp"] + groups[group]["fp"]
        """
    def positive_rate(self, group: str) -> float:
        """Share of `group` given a positive decision: the quantity demographic parity equalizes.

        = positives(group.clone()) / size(group)
        """
    def tpr(self, group: str) -> float:
        """True positive rate of `group`: positive-label members given a positive decision.

        = groups[group]["tp"] / (groups[group]["tp"] + groups[group]["fn"])
        """
    def fpr(self, group: str) -> float:
        """False positive rate of `group`: negative-label members given a positive decision.

        = groups[group]["fp"] / (groups[group]["fp"] + groups[group]["tn"])
        """
    def ppv(self, group: str) -> float:
        """Positive predictive value of `group`: positive decisions that were right.

        = groups[group]["tp"] / (groups[group]["tp"] + groups[group]["fp"])
        """
    def base_rate(self, group: str) -> float:
        """Base rate of `group`: its share with a positive label.

        = (groups[group]["tp"] + groups[group]["fn"]) / size(group)
        """
    def fnr(self, group: str) -> float:
        """False negative rate of `group`: positive-label members given a negative decision.

        = groups[group]["fn"] / (groups[group]["tp"] + groups[group]["fn"])
        """
    def accuracy(self, group: str) -> float:
        """Share of `group` decided correctly.

        = (groups[group]["tp"] + groups[group]["tn"]) / size(group)
        """
    def share(self, group: str) -> float:
        """`group`'s share of all members.

        = { let mut everyone = 0.0; for other in groups.names() { everyone += size(other); } size(group) / everyone }
        """
    def gap(self, metric: str) -> float:
        """`metric` of the first group minus the second's; `metric` names a per-group member
        (`positive_rate`, `tpr`, `fpr`, `ppv`, `base_rate`, `fnr`, `accuracy`, `share`, `size`
        or `positives`).

        = gap(m) = m(first) − m(second), m the per-group member that `metric` names
        """

class InlineOverhead(Scenario):
    """A safeguard put inline on a request path: the latency it adds, from `overhead_low` to `overhead_high` of the path's base latency, and the capacity that keeps throughput.

    Under the proportional assumption a request holds its server for its whole latency, so
    holding the same throughput needs capacity in the ratio of the new latency to the old.
    """
    def __init__(self, *, base_latency: QuantityInput, overhead_low: RatioInput, overhead_high: RatioInput, request_rate: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> InlineOverhead: ...
    @property
    def base_latency(self) -> Quantity:
        """Input: Latency of the request path before the safeguard. Given in ms."""
    @property
    def overhead_low(self) -> float:
        """Input: Smallest added time, as a share of the base latency."""
    @property
    def overhead_high(self) -> float:
        """Input: Largest added time, as a share of the base latency."""
    @property
    def request_rate(self) -> Quantity | None:
        """Input: Requests a second the path serves, where stated. Given in req/s."""
    @property
    def added_low(self) -> Quantity:
        """Time added at the low overhead. In ms.

        = base_latency * overhead_low
        """
    @property
    def added_high(self) -> Quantity:
        """Time added at the high overhead. In ms.

        = base_latency * overhead_high
        """
    @property
    def latency_low(self) -> Quantity:
        """Latency with the safeguard, at the low overhead. In ms.

        = base_latency + added_low
        """
    @property
    def latency_high(self) -> Quantity:
        """Latency with the safeguard, at the high overhead. In ms.

        = base_latency + added_high
        """
    @property
    def capacity_low(self) -> float:
        """Capacity needed, relative to before, at the low overhead.

        = latency_low / base_latency
        """
    @property
    def capacity_high(self) -> float:
        """Capacity needed, relative to before, at the high overhead.

        = latency_high / base_latency
        """

class PreferenceLabelBudget(Scenario):
    """What human preference labels for a reward model cost, from the fewest comparisons at the lowest price to the most at the highest."""
    def __init__(self, *, comparisons_low: RatioInput, comparisons_high: RatioInput, price_low: QuantityInput, price_high: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PreferenceLabelBudget: ...
    @property
    def comparisons_low(self) -> float:
        """Input: Fewest comparisons labeled."""
    @property
    def comparisons_high(self) -> float:
        """Input: Most comparisons labeled."""
    @property
    def price_low(self) -> Quantity:
        """Input: Lowest price of one comparison. Given in USD."""
    @property
    def price_high(self) -> Quantity:
        """Input: Highest price of one comparison. Given in USD."""
    @property
    def budget_low(self) -> Quantity:
        """The smallest budget. In USD.

        = comparisons_low * price_low
        """
    @property
    def budget_high(self) -> Quantity:
        """The largest budget. In USD.

        = comparisons_high * price_high
        """
    @property
    def spread(self) -> float:
        """The largest budget over the smallest.

        = budget_high / budget_low
        """

class ProportionGapTest(Scenario):
    """An observed gap between two groups' rates, each measured on the same number of decisions, weighed as evidence: the pooled z test, the gap's interval, and the group size at which the gap would first be significant.

    The test is the pooled two-proportion z statistic against the two-sided normal critical
    value at `significance`; the interval is the unpooled normal-approximation interval at the
    same level. Both can be evaluated at any group size with `z_at` and `interval_at`, to see
    how a gap that is clear on a hundred decisions per group says little on ten.
    """
    def __init__(self, *, rate_a: RatioInput, rate_b: RatioInput, n_per_group: int, significance: RatioInput = ..., small_n_per_group: int | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ProportionGapTest: ...
    @property
    def rate_a(self) -> float:
        """Input: Rate of the first group (approvals, flags) as a share of its decisions."""
    @property
    def rate_b(self) -> float:
        """Input: Rate of the second group."""
    @property
    def n_per_group(self) -> int:
        """Input: Decisions observed in each group."""
    @property
    def significance(self) -> float:
        """Input: Two-sided level of the test and of the interval."""
    @property
    def small_n_per_group(self) -> int | None:
        """Input: A second, smaller group size to compare against, where one is stated."""
    @property
    def gap(self) -> float:
        """The observed gap, first rate minus second.

        = rate_a - rate_b
        """
    @property
    def pooled_rate(self) -> float:
        """The mean of the two rates (the pooled rate of two equal groups).

        = (rate_a + rate_b) / 2.0
        """
    @property
    def z_critical(self) -> float:
        """The two-sided normal critical value at `significance`.

        = normal_quantile(1.0 - significance / 2.0)
        """
    @property
    def z(self) -> float:
        """The pooled z statistic at the observed group size.

        = z_at(n_per_group as f64)
        """
    @property
    def interval(self) -> list[float]:
        """The gap's interval, [low, high], at the observed group size.

        = interval_at(n_per_group as f64)
        """
    @property
    def n_at_critical(self) -> float:
        """Decisions per group at which this gap first reaches the critical value.

        = equal_n_for_z(rate_a, rate_b, z_critical)
        """
    def z_at(self, n: RatioInput) -> float:
        """The pooled z statistic of this gap with `n` decisions in each group.

        = two_proportion_z(rate_a, rate_b, n, n)
        """
    def interval_at(self, n: RatioInput) -> list[float]:
        """The gap's interval, [low, high], with `n` decisions in each group.

        = proportion_gap_interval(rate_a, rate_b, n, n, z_critical)
        """

class SampledDecisionMonitor(Scenario):
    """Monitoring a decision service per group: the log a sampled record of its decisions fills, and the false alarms that testing many group metrics raises when nothing is wrong.

    A share `sample_share` of the decisions is logged, `record_size` each. Every one of
    `groups` × `metrics_per_group` metrics is tested each evaluation interval at
    `false_alarm_rate`; a Bonferroni correction divides that rate among the metrics.
    """
    def __init__(self, *, request_rate: QuantityInput, sample_share: RatioInput, record_size: QuantityInput, groups: int, metrics_per_group: int, false_alarm_rate: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> SampledDecisionMonitor: ...
    @property
    def request_rate(self) -> Quantity:
        """Input: Decisions the service makes a second. Given in 1/s."""
    @property
    def sample_share(self) -> float:
        """Input: Share of decisions logged."""
    @property
    def record_size(self) -> Quantity:
        """Input: Size of one logged record. Given in B."""
    @property
    def groups(self) -> int:
        """Input: Groups monitored."""
    @property
    def metrics_per_group(self) -> int:
        """Input: Metrics tested per group."""
    @property
    def false_alarm_rate(self) -> float:
        """Input: Chance that one metric's test alarms in an interval when nothing changed."""
    @property
    def decisions_per_day(self) -> float:
        """Decisions in a day.

        = request_rate * days(1.0)
        """
    @property
    def records_per_day(self) -> float:
        """Records logged in a day.

        = decisions_per_day * sample_share
        """
    @property
    def log_per_day(self) -> Quantity:
        """Log written in a day. In GB.

        = records_per_day * record_size
        """
    @property
    def metrics(self) -> int:
        """Metrics tested each interval.

        = groups * metrics_per_group
        """
    @property
    def false_alerts_per_interval(self) -> float:
        """Expected false alerts per interval when nothing is wrong.

        = metrics * false_alarm_rate
        """
    @property
    def bonferroni_level(self) -> float:
        """The per-metric level of a Bonferroni correction.

        = false_alarm_rate / metrics
        """
    @property
    def false_alerts_bonferroni(self) -> float:
        """Expected false alerts per interval at the Bonferroni level.

        = metrics * bonferroni_level
        """

class ShardedUnlearning(Scenario):
    """Forgetting by retraining: a full retrain of a model against retraining one of `shards` equal shards (SISA), with deletion requests landing at random on the shards.

    The full retrain runs the workload's training FLOPs on `n_accelerators` of `accelerator`
    at `mfu` and costs `full_cost`; planning rounds its time to whole days. A request retrains
    only the shard that held the person, a proportional share of the time and cost. With
    `requests_per_day` spread uniformly over the shards, some shards receive none in a day.
    """
    def __init__(self, *, workload: ModelInput, accelerator: HardwareInput, n_accelerators: int, mfu: RatioInput, full_cost: QuantityInput, shards: int, requests_per_day: int, accuracy_drop_low: RatioInput | None = ..., accuracy_drop_high: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ShardedUnlearning: ...
    @property
    def workload(self) -> Entry:
        """Input: The model retrained."""
    @property
    def accelerator(self) -> Entry:
        """Input: The accelerator of the retrain."""
    @property
    def n_accelerators(self) -> int:
        """Input: Accelerators of the retrain."""
    @property
    def mfu(self) -> float:
        """Input: Model FLOPs utilization of the retrain."""
    @property
    def full_cost(self) -> Quantity:
        """Input: Cost of one full retrain. Given in USD."""
    @property
    def shards(self) -> int:
        """Input: Equal shards the training data is split into."""
    @property
    def requests_per_day(self) -> int:
        """Input: Deletion requests a day."""
    @property
    def accuracy_drop_low(self) -> float | None:
        """Input: Smallest accuracy the sharded model gives up, as a share, where stated."""
    @property
    def accuracy_drop_high(self) -> float | None:
        """Input: Largest accuracy the sharded model gives up, as a share, where stated."""
    @property
    def full_retrain_time(self) -> Quantity:
        """Time of a full retrain. In d.

        = cluster_training_time(from_registry(workload.training.ops, "training FLOPs", workload.path), n_accelerators, accelerator.peak_flops, mfu)
        """
    @property
    def planning_days(self) -> int:
        """The full retrain in whole days, the figure planning quotes.

        = round_half_even(full_retrain_time / days(1.0))
        """
    @property
    def shard_share(self) -> float:
        """One shard's share of the data.

        = 1.0 / shards
        """
    @property
    def shard_cost(self) -> Quantity:
        """Cost of retraining one shard. In USD.

        = full_cost * shard_share
        """
    @property
    def shard_time(self) -> Quantity:
        """Time of retraining one shard. In h.

        = days(1.0) * planning_days * shard_share
        """
    @property
    def p_shard_untouched(self) -> float:
        """Chance that a given shard receives none of a day's requests.

        = powf(1.0 - shard_share, requests_per_day as f64)
        """
    @property
    def shards_touched_per_day(self) -> float:
        """Shards expected to receive at least one request in a day.

        = shards * (1.0 - p_shard_untouched)
        """
    @property
    def daily_batch_cost(self) -> Quantity:
        """Cost of a day if every touched shard retrains once. In USD.

        = shards_touched_per_day * shard_cost
        """

class ExplanationLoad(Scenario):
    """The model evaluations owed when every denial comes with its reasons: a sampling attributor against exact Shapley values.

    `decisions_per_day` at `denial_share` give the notices a day. A sampling attributor spends
    `samples` model evaluations on each; exact Shapley values over `features` features
    evaluate every subset, 2 to the `features` of them.
    """
    def __init__(self, *, decisions_per_day: RatioInput, denial_share: RatioInput, samples: int, features: int) -> None: ...
    def with_inputs(self, **changes: object) -> ExplanationLoad: ...
    @property
    def decisions_per_day(self) -> float:
        """Input: Decisions made a day."""
    @property
    def denial_share(self) -> float:
        """Input: Share of decisions that are denials."""
    @property
    def samples(self) -> int:
        """Input: Model evaluations of one sampled explanation."""
    @property
    def features(self) -> int:
        """Input: Input features of the model."""
    @property
    def notices_per_day(self) -> float:
        """Denial notices a day.

        = decisions_per_day * denial_share
        """
    @property
    def sampled_evaluations(self) -> float:
        """Model evaluations a day with the sampling attributor.

        = notices_per_day * samples
        """
    @property
    def sampled_over_decisions(self) -> float:
        """Sampled evaluations per decision made.

        = sampled_evaluations / decisions_per_day
        """
    @property
    def exact_per_explanation(self) -> int:
        """Model evaluations of one exact Shapley explanation.

        = pow(2, features)
        """
    @property
    def exact_evaluations(self) -> float:
        """Model evaluations a day with exact Shapley values.

        = notices_per_day * exact_per_explanation
        """

class PerExampleGradient(Scenario):
    """The memory naive DP-SGD spends keeping one gradient per example: a full copy of each named model's gradient per example, `batch_size` copies per step."""
    def __init__(self, *, models: Mapping[str, ModelInput] | str, batch_size: int, bytes_per_param: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PerExampleGradient: ...
    @property
    def models(self) -> dict[str, Entry]:
        """Input: The models, by name."""
    @property
    def batch_size(self) -> int:
        """Input: Examples per step."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes of one gradient value. Given in B."""
    def per_example(self, name: str) -> Quantity:
        """One example's gradient for model `name`. In B.

        = from_registry(models[name].size_in_bytes(bytes_per_param), "parameter count or size", models[name].path)
        """
    def per_batch(self, name: str) -> Quantity:
        """A step's per-example gradients for model `name`. In B.

        = per_example(name) * batch_size
        """

class ReviewStaffing(Scenario):
    """The reviewers substantive human review of appeals needs, against a reported pace of review for comparison.

    A share `appeal_rate` of `decisions_per_day` is appealed, each taking `time_per_case`;
    reviewers work `shift`-long shifts. Where a reported case load (`compare_cases` at
    `compare_time_per_case` each) is given, its hours and pace are computed beside.
    """
    def __init__(self, *, decisions_per_day: RatioInput, appeal_rate: RatioInput, time_per_case: QuantityInput, shift: QuantityInput, compare_cases: RatioInput | None = ..., compare_time_per_case: QuantityInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ReviewStaffing: ...
    @property
    def decisions_per_day(self) -> float:
        """Input: Decisions made a day."""
    @property
    def appeal_rate(self) -> float:
        """Input: Share of decisions appealed."""
    @property
    def time_per_case(self) -> Quantity:
        """Input: Reviewer time one appeal takes. Given in min."""
    @property
    def shift(self) -> Quantity:
        """Input: Length of a reviewer's shift. Given in h."""
    @property
    def compare_cases(self) -> float | None:
        """Input: Cases of a reported review, for comparison."""
    @property
    def compare_time_per_case(self) -> Quantity | None:
        """Input: Time per case of the reported review. Given in s."""
    @property
    def appeals_per_day(self) -> float:
        """Appeals a day.

        = decisions_per_day * appeal_rate
        """
    @property
    def reviewer_hours_per_day(self) -> Quantity:
        """Reviewer time the appeals take in a day. In h.

        = appeals_per_day * time_per_case
        """
    @property
    def reviewers(self) -> float:
        """Reviewers on shift a day.

        = reviewer_hours_per_day / shift
        """
    @property
    def cases_per_hour(self) -> float:
        """Appeals one reviewer decides in an hour.

        = hours(1.0) / time_per_case
        """
    @property
    def compare_hours(self) -> Quantity:
        """Reviewer time of the reported case load. In h.

        = compare_cases * compare_time_per_case
        """
    @property
    def compare_cases_per_hour(self) -> float:
        """Cases an hour at the reported pace.

        = hours(1.0) / compare_time_per_case
        """

class ServiceLifecycleCost(Scenario):
    """A service's cost over several years in three terms (repeated training cycles, the inference it serves, and its operations) with the carbon of its GPU-hours.

    Inference: `daily_users` × `items_per_user` requests a day, each holding an accelerator
    for `service_time` (unbatched, nothing overlapped), billed at `inference_rate`. A training
    cycle is data preparation and a final run in GPU-hours at `training_rate`, plus a search
    of `search_experiments` at a stated cost each; the search's GPU-hours are what that cost
    buys at the training rate. `cycles` cycles fall within `years` years of 365 days.
    Carbon is a fixed amount per GPU-hour: the reference states it in plain kilograms, read
    here as kilograms of CO2-equivalent. `serving_cut` and `training_cut` are savings to
    compare, as shares.
    """
    def __init__(self, *, daily_users: RatioInput, items_per_user: RatioInput, service_time: QuantityInput, inference_rate: QuantityInput, training_rate: QuantityInput, data_prep_time: QuantityInput, search_experiments: int, search_cost_per_experiment: QuantityInput, final_run_time: QuantityInput, cycles: int, years: int, operations_annual: Mapping[str, QuantityInput] | str, carbon_per_gpu_hour: QuantityInput, serving_cut: RatioInput = ..., training_cut: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> ServiceLifecycleCost: ...
    @property
    def daily_users(self) -> float:
        """Input: Users a day."""
    @property
    def items_per_user(self) -> float:
        """Input: Requests per user a day."""
    @property
    def service_time(self) -> Quantity:
        """Input: Accelerator time one request holds. Given in ms."""
    @property
    def inference_rate(self) -> Quantity:
        """Input: Price of an inference GPU-hour. Given in USD/h."""
    @property
    def training_rate(self) -> Quantity:
        """Input: Price of a training GPU-hour. Given in USD/h."""
    @property
    def data_prep_time(self) -> Quantity:
        """Input: GPU-hours of data preparation per cycle. Given in h."""
    @property
    def search_experiments(self) -> int:
        """Input: Configurations searched per cycle."""
    @property
    def search_cost_per_experiment(self) -> Quantity:
        """Input: Cost of one searched configuration. Given in USD."""
    @property
    def final_run_time(self) -> Quantity:
        """Input: GPU-hours of the final training run per cycle. Given in h."""
    @property
    def cycles(self) -> int:
        """Input: Training cycles over the service's life, the first included."""
    @property
    def years(self) -> int:
        """Input: Years the service runs."""
    @property
    def operations_annual(self) -> dict[str, Quantity]:
        """Input: Operations cost a year, by item. Given in USD."""
    @property
    def carbon_per_gpu_hour(self) -> Quantity:
        """Input: Emissions of one GPU-hour. Given in kgCO2e."""
    @property
    def serving_cut(self) -> float:
        """Input: Share of the inference cost and carbon a serving improvement saves."""
    @property
    def training_cut(self) -> float:
        """Input: Share of the training cost and carbon a training improvement saves."""
    @property
    def inferences_per_day(self) -> float:
        """Requests served a day.

        = daily_users * items_per_user
        """
    @property
    def gpu_hours_per_day(self) -> Quantity:
        """Accelerator time inference holds in a day. In h.

        = inferences_per_day * service_time
        """
    @property
    def gpus_busy(self) -> float:
        """Accelerators busy around the clock.

        = gpu_hours_per_day / hours(1.0) / 24
        """
    @property
    def inference_cost_per_day(self) -> Quantity:
        """Inference cost of a day. In USD.

        = gpu_hours_per_day * inference_rate
        """
    @property
    def inference_cost_per_year(self) -> Quantity:
        """Inference cost of a 365-day year. In USD.

        = inference_cost_per_day * 365
        """
    @property
    def data_prep_cost(self) -> Quantity:
        """Cost of one cycle's data preparation. In USD.

        = data_prep_time * training_rate
        """
    @property
    def search_cost(self) -> Quantity:
        """Cost of one cycle's search. In USD.

        = search_experiments * search_cost_per_experiment
        """
    @property
    def search_time(self) -> Quantity:
        """GPU-hours the search buys at the training rate. In h.

        = search_cost / training_rate
        """
    @property
    def final_run_cost(self) -> Quantity:
        """Cost of one cycle's final run. In USD.

        = final_run_time * training_rate
        """
    @property
    def cycle_cost(self) -> Quantity:
        """Cost of one training cycle. In USD.

        = data_prep_cost + search_cost + final_run_cost
        """
    @property
    def cycle_gpu_hours(self) -> Quantity:
        """GPU-hours of one training cycle. In h.

        = data_prep_time + search_time + final_run_time
        """
    @property
    def training_cost(self) -> Quantity:
        """Cost of every training cycle. In USD.

        = cycle_cost * cycles
        """
    @property
    def service_days(self) -> int:
        """Days the service runs.

        = 365 * years
        """
    @property
    def inference_gpu_hours(self) -> Quantity:
        """Accelerator time of all the inference. In h.

        = gpu_hours_per_day * service_days
        """
    @property
    def inference_cost(self) -> Quantity:
        """Cost of all the inference. In USD.

        = inference_cost_per_day * service_days
        """
    @property
    def operations_per_year(self) -> Quantity:
        """Operations cost of a year, every item summed. In USD.

        = { let mut total = usd(0.0); for item in operations_annual.names() { total += operations_annual[item]; } total }
        """
    @property
    def operations_cost(self) -> Quantity:
        """Operations cost of every year. In USD.

        = operations_per_year * years
        """
    @property
    def total_cost(self) -> Quantity:
        """Training, inference and operations together. In USD.

        = training_cost + inference_cost + operations_cost
        """
    @property
    def shares(self) -> dict[str, float]:
        """Each term's share of the total: training, inference and operations.

        = Named::from_iter([("training", (training_cost / total_cost).value), ("inference", (inference_cost / total_cost).value), ("operations", (operations_cost / total_cost).value)])
        """
    @property
    def cost_ratio(self) -> float:
        """Inference cost over training cost.

        = inference_cost / training_cost
        """
    @property
    def training_carbon(self) -> Quantity:
        """Emissions of every training cycle. In kgCO2e.

        = cycle_gpu_hours / hours(1.0) * cycles * carbon_per_gpu_hour
        """
    @property
    def inference_carbon(self) -> Quantity:
        """Emissions of all the inference. In kgCO2e.

        = inference_gpu_hours / hours(1.0) * carbon_per_gpu_hour
        """
    @property
    def carbon_ratio(self) -> float:
        """Inference emissions over training emissions.

        = inference_carbon / training_carbon
        """
    @property
    def serving_saving(self) -> Quantity:
        """Cost the serving cut saves. In USD.

        = inference_cost * serving_cut
        """
    @property
    def serving_saving_carbon(self) -> Quantity:
        """Emissions the serving cut saves. In kgCO2e.

        = inference_carbon * serving_cut
        """
    @property
    def training_saving(self) -> Quantity:
        """Cost the training cut saves. In USD.

        = training_cost * training_cut
        """
    @property
    def training_saving_carbon(self) -> Quantity:
        """Emissions the training cut saves. In kgCO2e.

        = training_carbon * training_cut
        """

class CascadeEnergy(Scenario):
    """An edge-first cascade: a small model on the device sees every input and sends a share of them over a radio link to a large model in the cloud.

    The mean energy per input is the edge model's energy plus, for the share escalated, the
    transmission and the cloud model; the comparison is sending every input to the cloud.
    """
    def __init__(self, *, edge_energy: QuantityInput, transmit_energy: QuantityInput, cloud_energy: QuantityInput, escalation: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> CascadeEnergy: ...
    @property
    def edge_energy(self) -> Quantity:
        """Input: Energy of the edge model on one input. Given in mJ."""
    @property
    def transmit_energy(self) -> Quantity:
        """Input: Energy of sending one input to the cloud. Given in mJ."""
    @property
    def cloud_energy(self) -> Quantity:
        """Input: Energy of the cloud model on one input. Given in mJ."""
    @property
    def escalation(self) -> float:
        """Input: Share of inputs escalated to the cloud."""
    @property
    def cloud_only_energy(self) -> Quantity:
        """Energy per input of sending everything to the cloud. In mJ.

        = transmit_energy + cloud_energy
        """
    @property
    def escalated_energy(self) -> Quantity:
        """Escalation's share of the mean energy per input. In mJ.

        = escalation * cloud_only_energy
        """
    @property
    def mean_energy(self) -> Quantity:
        """Mean energy per input of the cascade. In mJ.

        = edge_energy + escalated_energy
        """
    @property
    def saving(self) -> float:
        """What the cascade saves against cloud only, as a share (negative when it costs more).

        = 1.0 - mean_energy / cloud_only_energy
        """

class DataMovementEnergy(Scenario):
    """The modelled dynamic energy of using one weight: the arithmetic done with it against moving it from memory.

    A weight of `bytes_per_param` read once and used for `flops_per_param` operations costs its
    bytes times the energy per byte to move and its operations times the energy per operation to
    compute. The crossover intensity, the energy per byte over the energy per operation, is the
    arithmetic intensity at which the two are equal; `operand_bytes` prices one operand fetch
    against one operation.
    """
    def __init__(self, *, energy_per_flop: QuantityInput, energy_per_byte: QuantityInput, flops_per_param: RatioInput, bytes_per_param: QuantityInput, operand_bytes: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DataMovementEnergy: ...
    @property
    def energy_per_flop(self) -> Quantity:
        """Input: Energy of one floating-point operation. Given in pJ/FLOP."""
    @property
    def energy_per_byte(self) -> Quantity:
        """Input: Energy of moving one byte from memory. Given in pJ/B."""
    @property
    def flops_per_param(self) -> float:
        """Input: Operations done with one weight each time it is read."""
    @property
    def bytes_per_param(self) -> Quantity:
        """Input: Bytes of one weight. Given in B."""
    @property
    def operand_bytes(self) -> Quantity:
        """Input: Bytes of one operand fetched for one operation. Given in B."""
    @property
    def compute_energy(self) -> Quantity:
        """Energy of the arithmetic done with one weight. In pJ.

        = flops(flops_per_param) * energy_per_flop
        """
    @property
    def movement_energy(self) -> Quantity:
        """Energy of moving one weight. In pJ.

        = bytes_per_param * energy_per_byte
        """
    @property
    def movement_share(self) -> float:
        """Movement's share of the energy of using one weight.

        = movement_energy / (movement_energy + compute_energy)
        """
    @property
    def movement_over_compute(self) -> float:
        """Movement energy over compute energy.

        = movement_energy / compute_energy
        """
    @property
    def intensity(self) -> float:
        """Operations per byte of weight (FLOP/B, as a plain number).

        = flops_per_param * bytes(1.0) / bytes_per_param
        """
    @property
    def crossover_intensity(self) -> float:
        """Operations per byte at which moving and computing cost the same energy (FLOP/B).

        = energy_per_byte * bytes(1.0) / (energy_per_flop * flops(1.0))
        """
    @property
    def balance_batch(self) -> float:
        """Uses of each weight read needed to reach the crossover: crossover over intensity.

        = crossover_intensity / intensity
        """
    @property
    def operand_energy(self) -> Quantity:
        """Energy of fetching one operand. In pJ.

        = operand_bytes * energy_per_byte
        """
    @property
    def operand_over_flop(self) -> float:
        """One operand fetch over one operation, in energy.

        = operand_energy / (energy_per_flop * flops(1.0))
        """

class DemandRebound(Scenario):
    """Fleet energy after an efficiency gain per unit of work and a change in how much work is asked for: the rebound (Jevons) effect.

    Energy per unit scales by one factor and volume by another, so fleet energy scales by their
    product. When the per-unit factor is not given, energy per unit is taken to follow the unit
    price, and the factor is the price after over the price before.
    """
    def __init__(self, *, volume_factor: RatioInput, per_unit_factor: RatioInput | None = ..., unit_price_before: RatioInput | None = ..., unit_price_after: RatioInput | None = ...) -> None: ...
    def with_inputs(self, **changes: object) -> DemandRebound: ...
    @property
    def volume_factor(self) -> float:
        """Input: How many times the volume of work grows."""
    @property
    def per_unit_factor(self) -> float | None:
        """Input: How many times the energy per unit of work changes, when it is known directly."""
    @property
    def unit_price_before(self) -> float | None:
        """Input: Price of a unit of work before the change, when the factor follows price."""
    @property
    def unit_price_after(self) -> float | None:
        """Input: Price of a unit of work after the change."""
    @property
    def unit_factor(self) -> float:
        """The factor energy per unit of work changes by: as given, else the price ratio.

        = match optional(per_unit_factor) { Some(f) => f, None => { from_registry(optional(unit_price_after), "price after", "the scenario") / from_registry(optional(unit_price_before), "price before", "the scenario") } }
        """
    @property
    def net_factor(self) -> float:
        """The factor fleet energy changes by (above 1, the efficiency gain is more than eaten up).

        = unit_factor * volume_factor
        """

class DevelopmentSweep(Scenario):
    """The development behind a reported run: how many final runs' worth of compute a sweep of candidate runs consumes first."""
    def __init__(self, *, candidates: RatioInput, relative_cost: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> DevelopmentSweep: ...
    @property
    def candidates(self) -> float:
        """Input: Candidate runs in the sweep."""
    @property
    def relative_cost(self) -> float:
        """Input: Cost of one candidate as a share of the final run."""
    @property
    def final_run_equivalents(self) -> float:
        """Final runs' worth of compute the sweep consumes.

        = candidates * relative_cost
        """

class DutyCycledPower(Scenario):
    """The average power of a hierarchy of detectors: an always-on first stage, a second stage active a share of the time, and a full model run for a moment at each event.

    Each stage contributes its power times the share of time it is active; the full model's
    share is the event rate times the length of one run. The reduction compares running the
    full model all the time.
    """
    def __init__(self, *, always_on_power: QuantityInput, stage_power: QuantityInput, stage_activity: RatioInput, full_power: QuantityInput, event_rate: QuantityInput, full_duration: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> DutyCycledPower: ...
    @property
    def always_on_power(self) -> Quantity:
        """Input: Power of the always-on first stage. Given in mW."""
    @property
    def stage_power(self) -> Quantity:
        """Input: Power of the second stage while active. Given in mW."""
    @property
    def stage_activity(self) -> float:
        """Input: Share of the time the second stage is active."""
    @property
    def full_power(self) -> Quantity:
        """Input: Power of the full model while it runs. Given in mW."""
    @property
    def event_rate(self) -> Quantity:
        """Input: Events that wake the full model. Given in 1/s."""
    @property
    def full_duration(self) -> Quantity:
        """Input: Length of one full-model run. Given in s."""
    @property
    def full_duty(self) -> float:
        """Share of the time the full model runs.

        = event_rate * full_duration
        """
    @property
    def contributions(self) -> dict[str, Quantity]:
        """Each stage's power times its duty. In µW.

        = always_on_power × 1, stage_power × stage_activity, full_power × full_duty
        """
    @property
    def average_power(self) -> Quantity:
        """The average power of the hierarchy. In µW.

        = { let mut total = watts(0.0); for &p in contributions.values() { total += p; } total }
        """
    @property
    def reduction(self) -> float:
        """How many times less than running the full model all the time.

        = full_power / average_power
        """

class EmbodiedPayback(Scenario):
    """How long a more efficient replacement for a device takes to repay the carbon of making it, on each of several grids.

    The replacement does the old device's work with a share less energy, running without pause
    at the old device's rated power. The carbon it avoids each day is the energy saved that day
    times the grid's intensity; the payback is the replacement's embodied carbon over that.
    """
    def __init__(self, *, device: HardwareInput, saved_fraction: RatioInput, grids: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> EmbodiedPayback: ...
    @property
    def device(self) -> Entry:
        """Input: The device replaced: its rated power and embodied carbon."""
    @property
    def saved_fraction(self) -> float:
        """Input: Share of the energy the replacement saves on the same work."""
    @property
    def grids(self) -> dict[str, Quantity]:
        """Input: The grids, by name."""
    @property
    def device_power(self) -> Quantity:
        """The device's rated power. In W.

        = from_registry(device.tdp, "rated power", device.path)
        """
    @property
    def embodied(self) -> Quantity:
        """The carbon of making one device. In kgCO2e.

        = from_registry(device.detail().embodied_carbon_kg, "embodied carbon", device.path)
        """
    @property
    def saved_power(self) -> Quantity:
        """Power the replacement saves. In kW.

        = device_power * saved_fraction
        """
    @property
    def saved_energy_per_day(self) -> Quantity:
        """Energy the replacement saves in one day. In kWh.

        = saved_power * days(1.0)
        """
    @property
    def avoided_per_day(self) -> dict[str, Quantity]:
        """Emissions avoided in one day on each grid. In kgCO2e.

        = carbon_from_energy(saved energy per day, CI), for each grid
        """
    @property
    def payback(self) -> dict[str, Quantity]:
        """Time for the avoided emissions to repay the embodied carbon, on each grid. In d.

        = embodied ÷ avoided per day × 1 day, for each grid
        """

class FacilityPower(Scenario):
    """The power chain from the accelerators to the facility meter: accelerators, the racks' IT load around them, and the facility at its PUE.

    The IT load multiplies the accelerators' power by the rack's IT-to-accelerator ratio (hosts,
    switches, network adapters and the conversion losses inside the IT boundary); the facility
    draws the IT load times PUE. The facility figure is what the grid connection must supply at
    every instant.
    """
    def __init__(self, *, devices: RatioInput, device_power: QuantityInput, rack: QuantityInput, pue: RatioInput) -> None: ...
    def with_inputs(self, **changes: object) -> FacilityPower: ...
    @property
    def devices(self) -> float:
        """Input: Accelerators in the cluster."""
    @property
    def device_power(self) -> Quantity:
        """Input: Power of one accelerator (its rated power, for a planning bound). Given in W."""
    @property
    def rack(self) -> Quantity:
        """Input: The rack profile whose IT-to-accelerator ratio every rack follows."""
    @property
    def pue(self) -> float:
        """Input: Power usage effectiveness of the facility: facility power over IT power."""
    @property
    def it_ratio(self) -> float:
        """The rack's IT load over its accelerators' power: (accelerators + the rest of the rack −
        its cooling allocation) ÷ accelerators.

        = rack_it_ratio(rack.nodes_per_rack * rack.node.accelerators_per_node * from_registry(rack.node.accelerator.tdp, "rated power", rack.node.accelerator.path), rack.non_accelerator_power, rack.cooling_allocation_power)
        """
    @property
    def accelerator_power(self) -> Quantity:
        """Power of the accelerators alone. In MW.

        = devices * device_power
        """
    @property
    def it_power(self) -> Quantity:
        """The IT load: the accelerators and the rest of their racks. In MW.

        = accelerator_power * it_ratio
        """
    @property
    def facility_power(self) -> Quantity:
        """What the facility draws from the grid. In MW.

        = facility_power_at_pue(it_power, pue)
        """
    @property
    def support_power(self) -> Quantity:
        """IT power beyond the accelerators: hosts, network, switches, conversion. In MW.

        = it_power - accelerator_power
        """
    @property
    def overhead_power(self) -> Quantity:
        """Facility power beyond the IT load: cooling and power distribution. In MW.

        = facility_power - it_power
        """

class GridPlacement(Scenario):
    """One facility's energy placed on each of several grids: the emissions on each, after an optional cut in energy, and how far apart the cleanest and the dirtiest grid are.

    Emissions are energy times each grid's carbon intensity. The energy cut is a fractional
    saving (an algorithmic one, say) applied before the grid factor, so that moving a job and
    making it more efficient can be compared at one energy.
    """
    def __init__(self, *, energy: QuantityInput, grids: Mapping[str, QuantityInput] | str, energy_cut: RatioInput = ...) -> None: ...
    def with_inputs(self, **changes: object) -> GridPlacement: ...
    @property
    def energy(self) -> Quantity:
        """Input: The facility energy placed. Given in MWh."""
    @property
    def grids(self) -> dict[str, Quantity]:
        """Input: The grids, by name."""
    @property
    def energy_cut(self) -> float:
        """Input: Fraction of the energy cut before the grid factor applies."""
    @property
    def intensities(self) -> dict[str, Quantity]:
        """Carbon intensity of each grid. In gCO2e/kWh.

        = each!(g in grids, grids[g].carbon_intensity_g_kwh)
        """
    @property
    def emissions(self) -> dict[str, Quantity]:
        """Emissions of the energy on each grid. In tCO2e.

        = each!(g in grids, carbon_from_energy(energy, intensities[g]))
        """
    @property
    def emissions_after_cut(self) -> dict[str, Quantity]:
        """Emissions on each grid after the energy cut. In tCO2e.

        = each!(g in grids, emissions[g] * (1.0 - energy_cut))
        """
    @property
    def lowest(self) -> str:
        """The grid of the lowest carbon intensity (the first listed, on a tie).

        = argmin!(g in grids, intensities[g])
        """
    @property
    def highest(self) -> str:
        """The grid of the highest carbon intensity (the first listed, on a tie).

        = argmax!(g in grids, intensities[g])
        """
    @property
    def spread(self) -> float:
        """How many times the highest intensity is the lowest.

        = intensities[&highest] / intensities[&lowest]
        """

class PueRetrofit(Scenario):
    """What lowering a facility's PUE saves under a fixed IT load: power, energy over a period, and its cost."""
    def __init__(self, *, it_power: QuantityInput, pue_before: RatioInput, pue_after: RatioInput, period: QuantityInput, electricity_price: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> PueRetrofit: ...
    @property
    def it_power(self) -> Quantity:
        """Input: The IT load. Given in MW."""
    @property
    def pue_before(self) -> float:
        """Input: PUE before the retrofit."""
    @property
    def pue_after(self) -> float:
        """Input: PUE after the retrofit."""
    @property
    def period(self) -> Quantity:
        """Input: The period the saving is counted over. Given in h."""
    @property
    def electricity_price(self) -> Quantity:
        """Input: Price of electricity. Given in USD/kWh."""
    @property
    def facility_power_before(self) -> Quantity:
        """Facility power before the retrofit. In MW.

        = facility_power_at_pue(it_power, pue_before)
        """
    @property
    def facility_power_after(self) -> Quantity:
        """Facility power after it. In MW.

        = facility_power_at_pue(it_power, pue_after)
        """
    @property
    def saved_power(self) -> Quantity:
        """Power saved (negative if the PUE rose). In MW.

        = facility_power_before - facility_power_after
        """
    @property
    def saved_energy(self) -> Quantity:
        """Energy saved over the period. In MWh.

        = saved_power * period
        """
    @property
    def saved_cost(self) -> Quantity:
        """What the saved energy would have cost. In USD.

        = saved_energy * electricity_price
        """

class RepeatedWorkEnergy(Scenario):
    """Accelerator energy spent again when a fleet rolls back to its last checkpoint, for each of several amounts of lost work."""
    def __init__(self, *, fleet: QuantityInput, rollbacks: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> RepeatedWorkEnergy: ...
    @property
    def fleet(self) -> Quantity:
        """Input: The fleet that rolls back, every accelerator of it."""
    @property
    def rollbacks(self) -> dict[str, Quantity]:
        """Input: Work lost to each rollback, by name. Given in h."""
    @property
    def devices(self) -> int:
        """Accelerators in the fleet.

        = fleet.count * fleet.node.accelerators_per_node
        """
    @property
    def device_power(self) -> Quantity:
        """Rated power of one of the fleet's accelerators. In W.

        = from_registry(fleet.node.accelerator.tdp, "rated power", fleet.node.accelerator.path)
        """
    @property
    def energy(self) -> dict[str, Quantity]:
        """Accelerator energy repeated for each rollback. In MWh.

        = devices × device_power × rollback, for each rollback
        """

class RunFootprint(Scenario):
    """One training run's energy, operational carbon on each of several grids, embodied carbon, and water.

    Energy follows the power chain over the run's device-hours: the accelerators at their rated
    power, the IT load at the rack's ratio, the facility at PUE. Each grid's intensity applies to
    the facility energy. A device's embodied carbon is charged to the run in proportion to the
    time the run uses it of its service life. Water applies each WUE to the IT energy (WUE's
    denominator is IT energy).
    """
    def __init__(self, *, device_hours: QuantityInput, devices: RatioInput, device: HardwareInput, rack: QuantityInput, pue: RatioInput, grids: Mapping[str, QuantityInput] | str, service_life: QuantityInput, wue: Mapping[str, QuantityInput] | str = ...) -> None: ...
    def with_inputs(self, **changes: object) -> RunFootprint: ...
    @property
    def device_hours(self) -> Quantity:
        """Input: Device-hours of the run. Given in h."""
    @property
    def devices(self) -> float:
        """Input: Devices the run uses."""
    @property
    def device(self) -> Entry:
        """Input: The device: its rated power and embodied carbon."""
    @property
    def rack(self) -> Quantity:
        """Input: The rack profile whose IT-to-accelerator ratio every rack follows."""
    @property
    def pue(self) -> float:
        """Input: Power usage effectiveness of the facility."""
    @property
    def grids(self) -> dict[str, Quantity]:
        """Input: The grids, by name."""
    @property
    def service_life(self) -> Quantity:
        """Input: Service life the embodied carbon is spread over. Given in h."""
    @property
    def wue(self) -> dict[str, Quantity]:
        """Input: Water usage effectiveness, by name (none by default). Given in L/kWh."""
    @property
    def it_ratio(self) -> float:
        """The rack's IT load over its accelerators' power.

        = rack_it_ratio(rack.nodes_per_rack * rack.node.accelerators_per_node * from_registry(rack.node.accelerator.tdp, "rated power", rack.node.accelerator.path), rack.non_accelerator_power, rack.cooling_allocation_power)
        """
    @property
    def device_power(self) -> Quantity:
        """The device's rated power. In W.

        = from_registry(device.tdp, "rated power", device.path)
        """
    @property
    def accelerator_power(self) -> Quantity:
        """Power of the run's accelerators. In MW.

        = devices * device_power
        """
    @property
    def it_power(self) -> Quantity:
        """The run's IT load. In MW.

        = accelerator_power * it_ratio
        """
    @property
    def facility_power(self) -> Quantity:
        """What the run's facility draws. In MW.

        = facility_power_at_pue(it_power, pue)
        """
    @property
    def support_power(self) -> Quantity:
        """IT power beyond the accelerators: hosts, network, switches, conversion. In MW.

        = it_power - accelerator_power
        """
    @property
    def overhead_power(self) -> Quantity:
        """Facility power beyond the IT load: cooling and power distribution. In MW.

        = facility_power - it_power
        """
    @property
    def duration(self) -> Quantity:
        """Wall-clock length of the run. In h.

        = device_hours / devices
        """
    @property
    def accelerator_energy(self) -> Quantity:
        """Energy of the accelerators. In MWh.

        = device_hours * device_power
        """
    @property
    def it_energy(self) -> Quantity:
        """Energy of the IT load. In MWh.

        = accelerator_energy * it_ratio
        """
    @property
    def facility_energy(self) -> Quantity:
        """Energy the facility draws. In MWh.

        = it_energy * pue
        """
    @property
    def carbon(self) -> dict[str, Quantity]:
        """Operational carbon on each grid. In tCO2e.

        = carbon_from_energy(facility energy, CI), for each grid
        """
    @property
    def embodied_per_device(self) -> Quantity:
        """The carbon of making one device. In kgCO2e.

        = from_registry(device.detail().embodied_carbon_kg, "embodied carbon", device.path)
        """
    @property
    def embodied_manufactured(self) -> Quantity:
        """The carbon of making all the run's devices. In tCO2e.

        = devices * embodied_per_device
        """
    @property
    def embodied_allocated(self) -> Quantity:
        """The embodied carbon charged to the run: its share of the devices' service life. In tCO2e.

        = embodied_allocation(device_hours, embodied_per_device, service_life)
        """
    @property
    def embodied_share(self) -> dict[str, float]:
        """The embodied charge's share of the run's carbon on each grid.

        = embodied allocated ÷ (carbon + embodied allocated), for each grid
        """
    @property
    def water(self) -> dict[str, Quantity]:
        """Water consumed at each WUE. In L.

        = water_use(IT energy, WUE), for each WUE
        """

class ServiceLifeExtension(Scenario):
    """How much less embodied carbon each year of service is charged when hardware is kept longer.

    A device's manufacturing carbon is spread evenly over its service life, so the charge per
    year falls in proportion to the life: extending it from `short_life` to `long_life` cuts the
    yearly charge by 1 − short ÷ long.
    """
    def __init__(self, *, short_life: QuantityInput, long_life: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ServiceLifeExtension: ...
    @property
    def short_life(self) -> Quantity:
        """Input: The service life before the extension. Given in year."""
    @property
    def long_life(self) -> Quantity:
        """Input: The service life after it. Given in year."""
    @property
    def annual_charge_reduction(self) -> float:
        """The cut in embodied carbon charged per year of service, as a share.

        = 1.0 - short_life / long_life
        """

class ServingCrossover(Scenario):
    """Days of serving whose energy adds up to a one-time energy, such as the training run that made the model."""
    def __init__(self, *, one_time_energy: QuantityInput, requests_per_day: RatioInput, energy_per_request: QuantityInput) -> None: ...
    def with_inputs(self, **changes: object) -> ServingCrossover: ...
    @property
    def one_time_energy(self) -> Quantity:
        """Input: The one-time energy (a training run's facility energy, say). Given in MWh."""
    @property
    def requests_per_day(self) -> float:
        """Input: Requests served a day."""
    @property
    def energy_per_request(self) -> Quantity:
        """Input: Energy of one request. Given in kWh."""
    @property
    def daily_energy(self) -> Quantity:
        """Energy of one day's serving. In MWh.

        = requests_per_day * energy_per_request
        """
    @property
    def crossover_days(self) -> float:
        """Days of serving whose energy equals the one-time energy.

        = one_time_energy / daily_energy
        """

class WaterUse(Scenario):
    """Water a facility consumes cooling an IT load held for a period, at each of several water usage effectiveness (WUE) figures.

    WUE is litres per kilowatt-hour of IT energy (not facility energy), so the water is the IT
    load's energy over the period times each WUE.
    """
    def __init__(self, *, it_power: QuantityInput, period: QuantityInput, wue: Mapping[str, QuantityInput] | str) -> None: ...
    def with_inputs(self, **changes: object) -> WaterUse: ...
    @property
    def it_power(self) -> Quantity:
        """Input: The IT load. Given in MW."""
    @property
    def period(self) -> Quantity:
        """Input: How long the load is held. Given in h."""
    @property
    def wue(self) -> dict[str, Quantity]:
        """Input: Water usage effectiveness, by name. Given in L/kWh."""
    @property
    def it_energy(self) -> Quantity:
        """Energy the IT load uses over the period. In kWh.

        = it_power * period
        """
    @property
    def water(self) -> dict[str, Quantity]:
        """Water consumed at each WUE. In L.

        = water_use(IT energy, WUE), for each WUE
        """

class _Presets:
    """Every preset by name, as an attribute or a key; each a scenario built with the preset's inputs."""
    AcceleratorLifeExtension: ServiceLifeExtension
    ActiveLearningTenMillionPool: ActiveLearningBudget
    ActiveLearningTenRounds: ActiveLearningRounds
    AggregationWindowRevenueIncident: RevenueRegression
    AiRackAirCooling: Cooling
    AlphaBetaHdrNdrSmallMessage: AlphaBeta
    AlphaBetaNdrRoce: AlphaBeta
    BatchCap16Or32At500Qps: BatchCapChoice
    BatchOneDecodeWeightEnergy: DataMovementEnergy
    BatchWindow10ms: BatchWindow
    BatchWindow20msIn50msBudget: BatchWindow
    BertWindowToFourK: ContextGrowth
    BertWindowToOneK: ContextGrowth
    BertWindowToTwoK: ContextGrowth
    BillionUserTable: EmbeddingTable
    BinaryLabelChanceAgreement: AnnotatorAgreement
    BlockingCallBulkhead: BulkheadAdmission
    BufferTransfer10GB: Transfer
    BurstyTrainingOn1KCluster: TrainingCampaignCost
    CanaryGuardrailSchedule: CanarySchedule
    CanaryVersusCutoverExposure: RolloutExposure
    CandidateSweep50: DevelopmentSweep
    CappedRequestsPagedAllocation: PagedAllocation
    CarbonPricedRegionPlacement: CarbonPricedPlacement
    CduOutageTraining10K: Outage
    ChatbotSharedSystemPrompt: PrefixSharing
    ChinchillaComputeDoubling: AllocationGrowth
    ChunkedPrefillAmongDecodes: ChunkedPrefill
    Cifar100Curriculum: CurriculumSchedule
    Cifar10DpSgdRun: DpSgdRun
    Cifar10LinearCurriculum: CurriculumSchedule
    CityscapesMasksForMillionFrames: LaborEffort
    CompressionPayback8x: CompressionPayback
    Conv3x3At256Channels: ConvLayer
    ConversionRelativeLiftExperiment: TwoProportionTest
    CoordinationOverheadExample: ScalingOverhead
    CreditAppealReview: ReviewStaffing
    CreditDenialExplanationLoad: ExplanationLoad
    CreditParityAccuracyCost: ConstraintAccuracyCost
    CreditServiceBiasFeedback: BiasFeedback
    CreditServiceEqualOpportunityPrice: EqualOpportunityPrice
    CreditServiceTwoGroups: GroupConfusion
    CriteoShapedRequestOnH100: EmbeddingGather
    CriticalSizeByInterconnect: AlphaBeta
    CtrLiftExperiment: TwoProportionTest
    DailyBillionRecommendationLookups: FeatureLookup
    DdpBucketRingNdr: AllReduceSchedule
    Decode13BCompilationPayback: CompilationPayback
    DeepSeekV3WeightTraffic: ExpertWeightTraffic
    DegradedLinksReferenceFabric: ComponentExposure
    DegradedTransceiverRun1K: SilentSlowdown
    DelayedAlertClickLoss: ClickLoss
    Dense1024LayerFp16: DenseLayer
    Dense2048Fp16Batch1: DenseLayer
    Dense2048Fp16Batch32: DenseLayer
    Dense2048Fp16Batch512: DenseLayer
    Dense2048Layer: DenseLayer
    DenseParametersVsBandwidthSince2014: ParameterBandwidthGrowth
    DiurnalServingLending1K: DiurnalLending
    DlrmReleaseFootprintH100: ReleaseFootprint
    DpSgdPerExampleGradients: PerExampleGradient
    DrfTwoTenantExample: DominantShare
    DualTriggerBatchFourRequests: BatchDispatch
    EdgeFirstImageCascade: CascadeEnergy
    ElasticResizeDecision: ElasticResize
    ElmanRnnStep: RecurrentStep
    ErrorFeedbackFiveSteps: ErrorFeedback
    ExpensiveSelectionPitfall: SelectionBudget
    FairnessAccuracyFrontierSketch: AccuracyFrontier
    FairnessMonitor10K: SampledDecisionMonitor
    FatTreeNdrSwitch: FatTree
    FeatureMeanShiftTest: MeanShiftTest
    FederatedAdapterUploadMobileUplink: Transfer
    FifteenMinuteCheckpoint1K: CheckpointInterval
    FiftyModelCompanyTco: LifecycleTco
    FiveMinuteCheckpoint1K: CheckpointInterval
    FixMatchCifar10Cost: SemiSupervisedCost
    ForcedPreemption175BFineTune64: PreemptionTax
    ForkedCandidatesPrefixCopy: KvForkCopy
    FoundationModelTenTasks: PretrainingAmortization
    FourNinesAvailability10K: Availability
    FourRequestDecodeBatch: FixedBatchSchedule
    Fp32MillionElementTensorAcrossH100Links: Transfer
    Fp32WeightExponentFlip: FloatBitFlip
    FragmentedEightNodeSnapshot: NodePacking
    FraudAmountDrift: GaussianDrift
    FraudAmountKs: KsDrift
    FraudCountryPsi: BinShareShift
    FraudFlagTwoGroups: GroupConfusion
    FraudModelColumnProjection: ColumnProjection
    FullHdMaskVersusBoxes: LabelGranularity
    FullSystemFailures10K: SeriesFailure
    GPipeFourStageWalkthrough: PipelineSchedule
    GilThreadedLoaderStall: DataStall
    GoBackNResendNdr: BandwidthDelay
    Gpt2DataParallelFourNodes10GbE: DataParallelScaleOut
    Gpt2DataParallelOneNode: DataParallelScaleOut
    Gpt2DecodeH100OverServerCpu: AcceleratedFraction
    Gpt2DecodeH100OverServerCpuBandwidth: AcceleratedFraction
    Gpt2GradientAccumulationOneNode: DataParallelScaleOut
    Gpt2SmallSixTokenQkvProjection: PackedQkvProjection
    Gpt2WebTextNearDuplicates: DuplicateRemoval
    Gpt2XlBatch32Activations: ActivationMemory
    Gpt2XlBatch32ActivationsFp32: ActivationMemory
    Gpt2XlBatch32Block: TransformerBlock
    Gpt2XlBatch32SegmentCheckpointed: ActivationMemory
    Gpt2XlBlockFullWindow: TransformerBlock
    Gpt2XlChatDecodeBatchesH100: KvDecodeBatch
    Gpt2XlContextMemoryOnH100: ContextMemoryCrossing
    Gpt2XlDecodeH100: Decode
    Gpt2XlFp16DecodeOnH100: Decode
    Gpt2XlKvFullWindow: KvFootprint
    Gpt2XlLayerNormPrefill: ElementwiseOp
    Gpt2XlMicroBatch16Activations: ActivationMemory
    Gpt2XlQkvProjectionPrefill: DenseLayer
    Gpt2XlRunOnOneDgxH100: ClusterTrainingTime
    Gpt2XlRunOnOneH100: ClusterTrainingTime
    Gpt2XlRunOnOneH100Fp32: ClusterTrainingTime
    Gpt2XlRunOnOneH100Tf32: ClusterTrainingTime
    Gpt2XlSoftmaxPrefill: ElementwiseOp
    Gpt2XlSpeculativeGpt2SmallH100: SpeculativeRound
    Gpt2XlWebTextCorpus: CorpusRepetition
    Gpt3ActivationsMicrobatch1: ActivationMemory
    Gpt3ActivationsMicrobatch4: ActivationMemory
    Gpt3CheckpointInterval10K: CheckpointInterval
    Gpt3ClusterDoubling1K: ClusterExpansion
    Gpt3DataParallel1K: ParallelLayout
    Gpt3DataParallelIntensity: DataParallelIntensity
    Gpt3GradientSync: GradientSync
    Gpt3GradientSyncFasterAccelerator: GradientSync
    Gpt3PretrainingFrontier8K: TrainingRun
    Gpt3PrivacyPlan: DpTrainingPlan
    Gpt3PublishedRun: PublishedRun
    Gpt3RecoveryBudget10K: RecoveryBudget
    Gpt3RecoveryBudget1K: RecoveryBudget
    Gpt3RolloutFanout100: Transfer
    Gpt3SelfContainedReplicaDgxH100: SelfContainedReplica
    Gpt3ShardedUnlearning: ShardedUnlearning
    Gpt3StorageFootprint: StorageFootprint
    Gpt3TensorDataParallel1K: ParallelLayout
    Gpt3TensorParallelLayerTp8: TensorParallelLayer
    Gpt3TensorParallelStepDgxH100: TensorParallel
    Gpt3ThreeDParallel16K: ParallelLayout
    Gpt3ThreeDParallel1K: ParallelLayout
    Gpt3TieredCheckpoint2K: TieredCheckpoint
    Gpt3TrainingCarbon: OperationalCarbon
    Gpt3TrainingStateTp8: TrainingState
    Gpt3TrainingTime1KA100: ClusterTrainingTime
    Gpt3TrainingTime1KA100HigherUtilization: ClusterTrainingTime
    Gpt3WeightsColdStart: Transfer
    Gpt3Zero3On64: ZeroSharding
    GpuAvailability10K: Availability
    GpuDirectStorageNodeCpu: HostIoCpu
    GpuFailureLadder: FailureIntervalSweep
    GpuFailuresTraining10K: FailureInterval
    GpuFailuresTraining1K: FailureInterval
    GradientBufferAllReduceNdr: AllReduceSchedule
    GrowingTrajectorySnapshots: SnapshotVolume
    GzipVersusSnappyEpochs: CodecEpoch
    H100AirCooling: Cooling
    H100BarrierLoadStep: PowerTransient
    H100ChatEnergyPerToken: TokenEnergy
    H100OverReferenceCpu: PeakRatioRange
    H100ReplacementPayback: EmbodiedPayback
    H100RingAttentionChunk: RingAttention
    HalfRateLinkDiagnosis: SlowdownDiagnosis
    HalfSpeedStraggler1K: StragglerCost
    HealthMonitoringEncryptedInference: EncryptedInferenceLatency
    HeterogeneousH100A100Routing: WeightedRouting
    HierarchicalAllReduce8x8DgxH100: HierarchicalAllReduce
    HierarchicalAllReduceBucket100MB: HierarchicalAllReduce
    HierarchicalAllReduceReferenceCluster: HierarchicalAllReduce
    HotSpareNode10K: HotSpare
    HotTierCacheExample: TieredCache
    HundredMillionItemTableOnA100: EmbeddingTable
    ImageExplanationLog: ExplanationLog
    ImageFileMetadataMeltdown: ShardPackaging
    ImageInputDemand2K: InputDemand
    ImageNet64ChannelConv: ConvLayer
    ImageNetCurriculum: CurriculumSchedule
    ImageNetDataCostBreakdown: DataCostBreakdown
    ImageNetInputSpace: InputSpace
    ImageNetLabelingVersusResNetRun: LabelingVersusTraining
    ImageNetRgbFilterVersusDense: ConvLayer
    ImageNetTop5RoundedScores: OutputShaping
    ImageServiceLittlesLaw: LittlesLaw
    IncastSuperPodUnit: Incast
    IndependentJudgesEightyPercent: AnnotatorAgreement
    IndependentJudgesNinetyPercent: AnnotatorAgreement
    InferenceReadinessProbe: HealthProbe
    InlineShapRetrofit: InlineOverhead
    InputStallIdleCost1K: UtilizationLoss
    Int8CompressionRun: CompressionRun
    Int8InferencePayback: OptimizationPayback
    Int8VsFp32OperationEnergy45nm: OperationEnergyComparison
    IntentQuorumGroupCommit: GroupCommit
    InteractiveRequestServingTax: ServingTax
    InvariantPrefixRebuildDgxH100: PrefixRebuild
    IronLawComputeHeavyExample: IronLaw
    IronLawMemoryBoundExample: IronLaw
    KeywordSpotterDataBudget: DataBudget
    KeywordSpotterDualBankEsp32S3: DualBankUpdate
    KeywordSpotterExampleCountChoice: DesignTradeoff
    KeywordSpotterFalseWakeEvidence: ZeroEventExposure
    KeywordSpotterFalseWakes: FalseAlarmBudget
    KeywordSpotterMfccChoice: DesignTradeoff
    KeywordSpotterSampleRateChoice: DesignTradeoff
    KeywordSpotterTargets: AlwaysOnDetectorTargets
    KvBytesPerTokenByAttentionDesign: KvAttentionDesign
    Lab64A100TrainingFootprint: RunFootprint
    LabeledOutcomeDriftConfirmation: DriftConfirmation
    Llama2_70BCheckpointStorm1K: CheckpointStorm
    Llama2_70BDecodeAllReduceTp8: MessageFusion
    Llama2_70BDecodeFloorTp8: Decode
    Llama2_70BFleetMfu128: FleetMfu
    Llama2_70BGradientRing64Ndr: AllReduceSchedule
    Llama2_70BJobFailures128: SeriesFailure
    Llama2_70BNodeTensorParallelStep: TensorParallel
    Llama2_70BPrecisionDividendGqaTp8: PrecisionDividend
    Llama2_70BPrecisionDividendMhaTp8: PrecisionDividend
    Llama2_70BPrefillTensorParallel8: TensorParallelSpeedup
    Llama2_70BRuntimeGoodput128: RuntimeGoodput
    Llama2_70BSharedPoolGoodput128: Goodput
    Llama2_70BSpotRun512: SpotRun
    Llama2_70B_DecodeH100: Decode
    Llama2_70B_DecodeTwoH100: Decode
    Llama2_70B_PpoAlignment: AlignmentMemory
    Llama2_7BKvAt2048Tokens: KvFootprint
    Llama2_7B_ZeroStages64: ZeroSharding
    Llama3_405BGoodput16K: Goodput
    Llama3_405BOnSharedPool: Goodput
    Llama3_70BAgentContextAdmissionDgxH100: KvAdmission
    Llama3_70BInt4KvBudgetH100: KvAdmission
    Llama3_70BLongContextAdmissionDgxH100: KvAdmission
    Llama3_70BShortContextAdmissionDgxH100: KvAdmission
    Llama3_70B_DecodeH100: Decode
    Llama3_70B_DecodeH100Batch64: Decode
    Llama3_70B_Int8DecodeH100: Decode
    Llama3_70B_ReplicaDecodeBudget: DecodeBudget
    Llama3_70B_ReplicaSpeculation: SpeculativeRound
    Llama3_70B_ServingH100: Serving
    Llama3_8BBatch4Activations: ActivationMemory
    Llama3_8BFp16ConversationsH100: KvAdmission
    Llama3_8BInt4ChatServiceH100: SingleAcceleratorLlmService
    Llama70BReplicaColdStart: ColdStart
    LlmDecodeBatchingKnee: BatchingKnee
    LlmServingFirstYear: ServingCost
    LoanApprovalGapTest: ProportionGapTest
    LoanScreeningTwoGroups: GroupConfusion
    LongPromptChunkedPrefill: ChunkedPrefill
    LoudnessDriftKs1000: KsDrift
    Matmul4096Fp16Tile128: MatmulTile
    MedicalScanActiveLearning: BudgetMatchedLabeling
    Mega100KFacilityPower: FacilityPower
    MembershipAuditAtEpsilonOne: MembershipAudit
    MentorNetCurriculum: CurriculumSchedule
    Mg1ExponentialJobQueueAt80: QueueWait
    Mg1MixedJobQueueAt80: QueueWait
    MillionEventBatchVersusStreaming: BatchVersusStreamingIngest
    MinHashPipelineAmortization: RunAmortization
    MixedFleetPolicyFix1K: UtilizationGain
    MnistFirstConvLayer: ConvLayer
    MnistMlpFirstLayer: DenseLayer
    MnistMlpLayerStack: LayerStack
    MnistSmallCnn: LayerStack
    ModelSwapPcieGen4: Transfer
    MoeDispatch8Gpu64Experts: AllToAllDispatch
    MswcByHand: LaborEffort
    MswcCorpusStorageTiers: CorpusTier
    MultimodalCorpusNodeCache: TieredCache
    NodeAvailability10K: Availability
    NodeAvailability1K: Availability
    NodeFailuresTraining1K: FailureInterval
    NodeStripeCodecs: CompressedRead
    NsightTraceVolume1K: TraceVolume
    NvidiaGenerationsV100ToB200: AcceleratorGenerations
    Nvl72WaterCooling: Cooling
    ObjectStorage100TB: ObjectStorageBill
    OneModelDailyMetricTests: MonitorFleetAlert
    OnePercentGroupEvaluationBudget: SubgroupEvaluationBudget
    OperationalLoadSketch: OperationalLoad
    OverlapBudget7B64Gpu: OverlapBudget
    OverlapBudget7B64GpuIdealBuckets: OverlapBudget
    OverlappedInputStall: DataStall
    OwnVsRentDgxH100Node: OwnVsRent
    OwnVsRentH100Cluster10K: OwnVsRent
    OwnVsRentH100Cluster1K: OwnVsRent
    PartialGangHold: IdleCapacityCost
    PeakPlannedTrainingBudget: SustainedThroughput
    PetabyteCrossRegionMove: Transfer
    PgdSevenTraining: AdversarialTrainingPasses
    PhotoLibraryPrecomputeH100: PrecomputeVersusOnDemand
    Pipeline8Stage32Micro: PipelineSchedule
    PrefetchDepthByTier: PrefetchDepth
    PrefixCacheProbe2K: PrefixRebuild
    ProxySelectionPitfall: SelectionBudget
    PueRetrofit2MW: PueRetrofit
    QuebecVersusPolandPlacement: GridPlacement
    RadiologyAutomationBias: AutomationBias
    RailVsLeafSpineHops: HopPath
    RankingRetrainingInterval: RetrainingInterval
    RankingRetrainingIntervalFourfoldTraffic: RetrainingInterval
    RankingServiceAccuracyDrift: AccuracyDecay
    RankingServiceLifecycleCost: ServiceLifecycleCost
    RankingSkewOnePercent: SkewCost
    RankingUserAgePsi: BinShareShift
    RareClassTenPercentCoreset: CoverageFloor
    ReasoningTokenLatency: ReasoningLatency
    RecommendationAccuracyByDevice: SegmentAccuracy
    RecommendationFeatureHistory: FeatureHistory
    RecommendationFeatureLookups: FeatureLookup
    RecommenderDetectionDelayLoss: DetectionDelayLoss
    RecommenderExplorationExposure: ExplorationExposure
    RecommenderTailEvents: TailEventRate
    RecommenderTrafficSurge: TrafficSurge
    RecurrentState512Fp32: RecurrentStep
    ReexecutedWorkCheckpointInterval: CheckpointInterval
    Reference25KFacilityPower: FacilityPower
    ReferenceItLoadAnnualWater: WaterUse
    ReferenceJobAttackSurface: DataParallelAttackSurface
    RegionalGridPlacement: GridPlacement
    RemediationCanaryPivotLoss: IrreversibleLoss
    RepairLoopToTurnCeiling: UndetectedLoop
    RepairRequestZones: RequestZones
    RepairTrajectoryRetention: RetentionCost
    ResNet18Fp32InSgxEnclave: ProtectedMemoryFit
    ResNet18Int8InSgxEnclave: ProtectedMemoryFit
    ResNet50A100InputFeed: AcceleratorInputFeed
    ResNet50ApiExtractionBudget: QueryExtractionBudget
    ResNet50BatchEnergyPerImage: BatchEnergyPerImage
    ResNet50BatchOneVersusEightCostH100: BatchServingCost
    ResNet50ClassifierHeadBatch32: DenseLayer
    ResNet50CloudInstanceCost: ServingInstanceCost
    ResNet50ConvKernelShare: KernelShare
    ResNet50EagerFp16BatchingH100: BatchingKnee
    ResNet50EchoingH100: DataEchoing
    ResNet50EightA100InputFeed: AcceleratorInputFeed
    ResNet50FasterModelAt80PctH100: MM1ServiceSpeedup
    ResNet50FleetPlanH100: MM1CapacityPlan
    ResNet50Fp16ReleaseFootprintH100: ReleaseFootprint
    ResNet50Fp32InSgxEnclave: ProtectedMemoryFit
    ResNet50H100InputFeed: AcceleratorInputFeed
    ResNet50H100TrainingCeiling: AcceleratorInputFeed
    ResNet50HalfCoresetEpochH100: CoresetRun
    ResNet50HalfImageNetIcr: InformationComputeRatio
    ResNet50InferenceH100OverServerCpu: AcceleratedFraction
    ResNet50Int8InSgxEnclave: ProtectedMemoryFit
    ResNet50Int8ProfileH100: QuantizedDeploymentProfile
    ResNet50ProxyTrainedCoreset: CoresetRun
    ResNet50ReplicaStartup: ReplicaStartup
    ResNet50Stage2ConvBatch32: ConvLayer
    ResNet50Stage2ConvBatch32Int8: ConvLayer
    ResNet50Stage2ExpansionBatch32: ConvLayer
    ResNet50Stage2ExpansionBatch32Int8: ConvLayer
    ResNet50Stage2MapInt8ReadOnce: MemoryRoundTrip
    ResNet50Stage3ConvBatch32: ConvLayer
    ResNet50Stage3ConvBatch32Int8: ConvLayer
    ResNet50Stage3ConvBatch32Int8Weights: ConvLayer
    ResNet50TenPercentCoresetH100: CoresetRun
    ResNet50ThirtyFpsStream: FrameRateHeadroom
    ReservedGpusIdleThreeWeeks: IdleCapacityCost
    ResidualAddFp32: ElementwiseIntensity
    ResidualOnePercent512: ResidualShare
    RetrainingPipelineAutomation: AutomationBreakeven
    RetryCohortJitter: RetryJitter
    RewardModelLabelBudget: PreferenceLabelBudget
    RingAllReduceAcross2to1Spine: Oversubscription
    RingAllReduceAcross4to1Spine: Oversubscription
    RingTraceFourGpu: RingTrace
    RingVsTreeSmallBuffer: AllReduceSchedule
    RoutingMessageFusionNdr: MessageFusion
    SalaryMeanLaplaceRelease: LaplaceMeanRelease
    SdcExposure100K: SdcExposure
    SdcExposure10K: SdcExposure
    SecureMultiTenantServing: ThroughputCost
    ServingConsolidationA100: ServingConsolidation
    ServingFanout100Leaves: Availability
    ServingReplica99: Availability
    ServingReplicas99x2: Availability
    ServingReplicas99x3: Availability
    SharedPlatformBenefit20: PlatformBenefit
    SharedPlatformBenefit50: PlatformBenefit
    SharedPoolNoisyNeighbor: NoisyNeighbor
    SharedPoolSchedulingSnapshot: SchedulingSnapshot
    SixGpuJobsOnDgxH100Nodes: NodePacking
    SlowWorker8K: StragglerCost
    SmoothingRadiusCifar10: CertifiedRadius
    SpineOpticsTraining10K: LinkBuildout
    SpotInterruptionEffectiveCost: SpotEffectiveCost
    SriovNdrNic: NicSharing
    StartupOneModelTco: LifecycleTco
    StorageTailFanout100: Availability
    StragglerFreeStep1K: Availability
    SyntheticDataProvenance: SyntheticFootprint
    SystolicArrayReuseEnergy: SystolicReuseEnergy
    TeamQuotaLending500: QuotaLending
    TenMillionQueriesAgainstLab64Training: ServingCrossover
    TenfoldDataFourPoints: DataScalingReturn
    TensorParallelExchange1GB: Transfer
    TestConfigRepairVsRebuild: RepairBreakEven
    TextInputDemand2K: InputDemand
    ThreeLayerRetryAmplification: RetryAmplification
    ThreeSigmaModelFleetAlerts: MonitorFleetAlert
    TokenPriceRebound: DemandRebound
    TorusVsFatTree4K: Torus
    Training10KCoolingRollback: RepeatedWorkEnergy
    Training10KIdleHour: IdleCapacityCost
    TrainingOptimizationPayback: OptimizationPayback
    TrajectoryMinHashScreen: MinHashBanding
    TransceiverDegradationRoce4K: ComponentExposure
    TransformerBsp64Workers: SyncStrategy
    TransformerBsp8Workers: SyncStrategy
    TransformerSsp64Workers: SyncStrategy
    TwelveHeadScoresAt100kTokens: MaterializedScores
    TwoCrashCheckpointTrace: CheckpointTrace
    TwoSigmaModelFleetAlerts: MonitorFleetAlert
    Uint8RangeMinusOneToThree: QuantizationGrid
    V100ToB200: AcceleratorComparison
    V100ToH100: AcceleratorComparison
    VisionBatchingKnee: BatchingKnee
    VisionCorpusStreamVsStage: StreamVsStage
    VisionServingLittlesLaw: LittlesLaw
    WakeWordHierarchyPower: DutyCycledPower
    WakeWordLabelQualityDrift: AgreementDrift
    def __getitem__(self, name: str) -> Scenario: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...
    def __contains__(self, name: object) -> bool: ...

Scenarios: _Presets
presets: _Presets
