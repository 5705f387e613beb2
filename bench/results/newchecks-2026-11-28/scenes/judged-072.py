from manim import *

class WhiteSphereOrbitingGreySphere(ThreeDScene):
    def construct(self):
        sphere = Sphere(radius=1, color=WHITE)
        self.set_camera_orientation(phi=70, theta=150)
        self.play(Create(sphere))
        
        orbiting_sphere = Sphere(radius=0.2, color=GREY)
        orbiting_sphere.move_to(sphere.get_center())
        
        orbit = VGroup(orbiting_sphere)
        orbit.set_color(GREY)
        orbit.scale(3)
        
        self.play(orbit.animate.rotate(PI / 2, axis=OUT))
        self.play(orbit.animate.rotate(PI / 2, axis=OUT))
        self.play(orbit.animate.rotate(PI / 2, axis=OUT))
        
        self.wait()