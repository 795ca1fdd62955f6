"""SGLang, one engine package of the kit: its record says what it provides.

SGLang's cache is a radix tree over token ids over a paged token allocator, not a
pool of hashed blocks, so the ``radix`` scenario checks it (docs/contract.md says
why), at two levels, each on both of SGLang's tree cores:

* ``--target sglang`` (Rust, SGLang's default) and ``sglang-python``: its
  ``UnifiedRadixCache`` (FULL) over ``PagedTokenToKVPoolAllocator`` called op by op
  as its scheduler calls them (:mod:`.adapter`); ``sglang-both`` runs both cores
  and the model on one trace (:mod:`.differential`);
* ``--target sglang-engine`` and ``sglang-python-engine`` (scenario
  ``radix-engine``): its own ``Scheduler`` on the CPU (:mod:`.engine`,
  :mod:`.scheduler`), every pool and tree call checked as it happens (:mod:`.hooks`).

:mod:`.loader` finds SGLang (installed, or ``--engine-path sglang=DIR``);
:mod:`.runtime` makes its calls and reads its state (:mod:`.observe` for the
model's views), for kvtwin and for the standalone tests whose data
:mod:`.standalone` makes; :mod:`.standin` stands torchvision in; :mod:`.causes`
says what kvtwin found; :mod:`.timing` draws both cores' per-op cost. The report:
``nox -s peers-sglang``. SGLang loads only when a target is first built.
"""

from kvtwin.core.engine_record import Engine, Provides, register_engine
from kvtwin.engines.sglang.adapter import SglangCacheTarget, SglangPythonCache
from kvtwin.engines.sglang.causes import CAUSES
from kvtwin.engines.sglang.differential import TARGET as BOTH
from kvtwin.engines.sglang.differential import BothCores
from kvtwin.engines.sglang.engine import SglangEngine, SglangPythonEngine
from kvtwin.engines.sglang.loader import DISTRIBUTION, ENV_PATH, PACKAGE_DIRS, load_release
from kvtwin.engines.sglang.standalone import STANDALONE
from kvtwin.scenarios.radix.target import ENGINE_SCENARIO, SCENARIO

ENGINE = register_engine(
    Engine(
        DISTRIBUTION,
        ENV_PATH,
        describe=lambda: load_release().describe(),
        provides=(
            *(
                Provides(
                    SCENARIO,
                    cache.TARGET,
                    f"SGLang's UnifiedRadixCache (FULL) on its {cache.core} tree core over "
                    "its PagedTokenToKVPoolAllocator, called as its scheduler calls them",
                    cache,
                    standalone=STANDALONE,
                    core=cache.core,
                )
                for cache in (SglangCacheTarget, SglangPythonCache)
            ),
            Provides(
                SCENARIO,
                BOTH,
                "SGLang's Rust and Python tree cores side by side with the model, one trace: "
                "each op on both, the cores compared with each other and the Rust core with "
                "the model",
                BothCores,
            ),
            *(
                Provides(
                    ENGINE_SCENARIO,
                    driver.TARGET,
                    f"SGLang's own Scheduler on the CPU ({driver.core} tree core) with a stub "
                    "model, every allocator and radix cache call it makes checked against the "
                    "model as it happens",
                    driver,
                    core=driver.core,
                )
                for driver in (SglangEngine, SglangPythonEngine)
            ),
        ),
        causes=CAUSES,
        package_dirs=PACKAGE_DIRS,
    )
)
