/**
 * The one binding style of composition/: each application class is a singleton built by a factory that calls its
 * constructor, `singleton(X, (get) => new X(get(A), get(B)))`, every argument typed by the binding map; what the root
 * built itself (options, adapters, loaders) is a constant. application/ has plain constructors and knows no container.
 */
import { ContainerModule, type BindWhenOnFluentSyntax, type ServiceIdentifier } from 'inversify';

/** A class bound to itself: the class is its identifier. */
type Class<T = unknown> = abstract new (...args: never[]) => T;

/** An identifier of binding map M: one of its (symbol) keys, or a class bound to itself. */
export type Id<M> = (keyof M & symbol) | Class;

/** What an identifier resolves to: the map's type for a key, an instance for a class. */
export type Bound<M, I> = I extends keyof M ? M[I] : I extends Class<infer T> ? T : never;

/** A factory's view of the container, typed by the binding map. */
export type Get<M> = <I extends Id<M>>(id: I) => Bound<M, I>;

export interface Binder<M> {
  /** One instance per container, built by `make` when first asked for; `.onDeactivation(…)` to dispose of it. */
  singleton<I extends Id<M>>(id: I, make: (get: Get<M>) => Bound<M, I>): BindWhenOnFluentSyntax<Bound<M, I>>;
  /** A value the root built (options, adapters): the root owns its lifetime. */
  constant<K extends keyof M & symbol>(id: K, value: M[K]): void;
}

/** A container module whose bindings `register` makes through a Binder typed by the map M. */
export function bindingModule<M>(register: (binder: Binder<M>) => void): ContainerModule {
  return new ContainerModule(({ bind }) => register({
    singleton: <I extends Id<M>>(id: I, make: (get: Get<M>) => Bound<M, I>) =>
      bind(id as ServiceIdentifier<Bound<M, I>>).toDynamicValue(({ get }) => make(get as Get<M>)).inSingletonScope(),
    constant: (id, value) => {
      bind(id).toConstantValue(value);
    },
  }));
}
